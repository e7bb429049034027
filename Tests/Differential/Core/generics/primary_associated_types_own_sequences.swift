// `some Sequence<Int>`, `any Sequence<Int>` and `some Collection<Int>` take a program's own
// sequences and collections (its own iterator, a generic one, a Collection by subscript) as they
// take arrays and ranges: as parameters, a result, and elements of `[any Sequence<Int>]`.
struct Countdown: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? {
        guard n > 0 else { return nil }
        n -= 1
        return n + 1
    }
}
struct Evens: Collection {
    var startIndex: Int { 0 }
    var endIndex: Int { 4 }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Int { i * 2 }
}
struct Repeated<T>: Sequence {
    var value: T
    var times: Int
    func makeIterator() -> AnyIterator<T> {
        var left = times
        return AnyIterator {
            guard left > 0 else { return nil }
            left -= 1
            return value
        }
    }
}

func total(_ xs: some Sequence<Int>) -> Int { xs.reduce(0, +) }
func firstTwo(_ xs: some Collection<Int>) -> [Int] { Array(xs.prefix(2)) }
func anyTotal(_ xs: any Sequence<Int>) -> Int {
    var sum = 0
    for x in xs { sum += x }
    return sum
}
func joined(_ words: some Sequence<String>) -> String { words.joined(separator: "-") }
func countdown() -> some Sequence<Int> { Countdown(n: 3) }

print(total(Countdown(n: 4)), total([1, 2]), total(Evens()), total(Repeated(value: 5, times: 3)))
print(firstTwo(Evens()), firstTwo([5, 6, 7]), firstTwo(1...9))
print(anyTotal(Countdown(n: 3)), anyTotal(Evens()), anyTotal(1...3))
print(Array(countdown()), countdown().map { $0 * 10 })
print(joined(Repeated(value: "ab", times: 2)), joined(["x", "y"]))
let sequences: [any Sequence<Int>] = [Countdown(n: 2), Evens(), [9], Repeated(value: 1, times: 4)]
print(sequences.map { anyTotal($0) })

// expect: 10 3 12 15
// expect: [0, 2] [5, 6] [1, 2]
// expect: 6 12 6
// expect: [3, 2, 1] [30, 20, 10]
// expect: ab-ab x-y
// expect: [3, 12, 9, 4]
