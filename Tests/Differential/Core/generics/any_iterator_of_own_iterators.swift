// `AnyIterator(base)` wraps a program's own iterator and `AnySequence { OwnIterator() }` makes one
// per pass: `where I.Element == Element` gives the wrapper the iterator's element type, so a
// sequence whose `makeIterator()` returns `AnyIterator(…)` has the sequence methods.
struct Counter: IteratorProtocol {
    var n = 0
    let limit: Int
    mutating func next() -> Int? { n += 1; return n <= limit ? n : nil }
}
let it = AnyIterator(Counter(limit: 3))
print(Array(it))
var stepped = AnyIterator(Counter(limit: 3))
print(stepped.next() as Any, stepped.next() as Any)
let twice = AnySequence { Counter(limit: 3) }
print(Array(twice), twice.map { $0 * 2 }, twice.filter { $0 > 1 }, twice.reduce(0, +))
for x in twice { print(x) }
print(type(of: twice), type(of: AnyIterator(Counter(limit: 1))))
struct Numbers: Sequence {
    let limit: Int
    func makeIterator() -> AnyIterator<Int> { AnyIterator(Counter(limit: limit)) }
}
let numbers = Numbers(limit: 4)
print(Array(numbers), numbers.reduce(0, +), numbers.filter { $0 % 2 == 0 })
for x in numbers where x > 2 { print(x) }
print(numbers.contains(3), numbers.first(where: { $0 > 1 }) as Any)
print(Array(AnyIterator([4, 5].makeIterator())), Array(AnySequence(AnySequence { Counter(limit: 2) })))
struct Wrap<Element>: IteratorProtocol {
    var nextElement: () -> Element?
    init<I: IteratorProtocol>(_ base: I) where I.Element == Element {
        var iterator = base
        nextElement = { iterator.next() }
    }
    mutating func next() -> Element? { nextElement() }
}
var wrapped = Wrap(Counter(limit: 2))
while let value = wrapped.next() { print(value) }
print(type(of: wrapped))

// expect: [1, 2, 3]
// expect: Optional(1) Optional(2)
// expect: [1, 2, 3] [2, 4, 6] [2, 3] 6
// expect: 1
// expect: 2
// expect: 3
// expect: AnySequence<Int> AnyIterator<Int>
// expect: [1, 2, 3, 4] 10 [2, 4]
// expect: 3
// expect: 4
// expect: true Optional(2)
// expect: [4, 5] [1, 2]
// expect: 1
// expect: 2
// expect: Wrap<Int>
