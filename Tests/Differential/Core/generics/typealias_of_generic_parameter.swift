// A type alias inside a generic type may name the type's own parameters (`typealias Element = T`),
// and outside it stands for what the arguments make it (`Box<Int>.Element` is `Int`); a sequence
// parameter's `Iterator.Element` is its element, the older spelling of `where S.Element == T`; an
// initialiser with that clause makes the type's own `T` from its argument's elements.
struct Box<T> {
    typealias Element = T
    typealias Pair = (T, T)
    var items: [Element] = []
    mutating func add(_ item: Element) { items.append(item) }
    func pair() -> Pair? { items.count < 2 ? nil : (items[0], items[1]) }
}
struct Countdown: IteratorProtocol {
    typealias Element = Int
    var current: Int
    mutating func next() -> Element? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}
struct StackIterator<T>: IteratorProtocol {
    typealias Element = T
    var items: [T]
    mutating func next() -> Element? { items.popLast() }
}
struct Stack<T>: Sequence {
    typealias Iterator = StackIterator<T>
    var storage: [T] = []
    init<S: Sequence>(_ items: S) where S.Iterator.Element == T {
        for item in items { storage.append(item) }
    }
    func makeIterator() -> Iterator { StackIterator(items: storage) }
}
func total<S: Sequence>(_ items: S) -> Int where S.Iterator.Element == Int {
    var sum = 0
    for item in items { sum += item }
    return sum
}
var box = Box<Int>()
box.add(3)
box.add(4)
let first: Box<Int>.Element = box.items[0]
print(first + 1, box.pair().map { $0.0 * $0.1 } ?? 0)
var words = Box<String>()
words.add("tick")
print(words.items, words.pair() == nil)
var countdown = Countdown(current: 3)
var counted: [Countdown.Element] = []
while let value = countdown.next() { counted.append(value) }
print(counted)
print(Array(Stack([1, 2, 3])), Stack(1...4).map { $0 * 2 }, total(1...4), total([5, 6]))

// expect: 4 12
// expect: ["tick"] true
// expect: [3, 2, 1]
// expect: [3, 2, 1] [8, 6, 4, 2] 10 11
