// A program's own sequence passed to a generic function over `Sequence` is drawn through its
// `makeIterator()` and `next()` there too: `for`-`in`, and the standard library's members
// (`map`, `reduce`, `contains`, `count` of a `Collection` view) on the parameter.
struct Countdown: Sequence, IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}
struct WordIterator: IteratorProtocol {
    var words: [String]
    var index = 0
    mutating func next() -> String? {
        guard index < words.count else { return nil }
        defer { index += 1 }
        return words[index]
    }
}
final class Words: Sequence {
    let words: [String]
    init(_ text: String) { words = text.split(separator: " ").map(String.init) }
    func makeIterator() -> WordIterator { WordIterator(words: words) }
}
func total<S: Sequence>(_ items: S) -> Int where S.Element == Int {
    var sum = 0
    for item in items { sum += item }
    return sum
}
func describe<S: Sequence>(_ items: S) -> String {
    items.map { "<\($0)>" }.joined()
}
func has<S: Sequence>(_ items: S, _ wanted: S.Element) -> Bool where S.Element: Equatable {
    items.contains(wanted)
}
print(total(Countdown(current: 4)), total([1, 2]), total(1...3))
print(describe(Words("a b")), describe(Countdown(current: 2)), describe(Words("to be")))
print(has(Countdown(current: 5), 3), has(Words("x y"), "z"))
print(Countdown(current: 3).reduce(0, +), Array(Words("one two three")).count)

// expect: 10 3 6
// expect: <a><b> <2><1> <to><be>
// expect: true false
// expect: 6 3
