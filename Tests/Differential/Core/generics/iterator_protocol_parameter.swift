// A generic IteratorProtocol parameter: its Element, its next(), bound at each call.
func nextOne<I: IteratorProtocol>(_ it: inout I) -> I.Element? {
    return it.next()
}
var it = [1, 2, 3].makeIterator()
print(nextOne(&it) as Any)
print(nextOne(&it) as Any)
func total<I: IteratorProtocol>(_ it: inout I) -> Int where I.Element == Int {
    var sum = 0
    while let x = it.next() { sum += x }
    return sum
}
print(total(&it))
print(nextOne(&it) as Any)
func drain<I: IteratorProtocol>(_ it: I) -> [I.Element] {
    var copy = it
    var out: [I.Element] = []
    while let x = copy.next() { out.append(x) }
    return out
}
print(drain(["a", "b"].makeIterator()))
struct Countdown: IteratorProtocol {
    var n: Int
    mutating func next() -> Int? {
        guard n > 0 else { return nil }
        n -= 1
        return n + 1
    }
}
var c = Countdown(n: 3)
let first: Int? = nextOne(&c)
print(first as Any, drain(c))
var words = "hi there".split(separator: " ").makeIterator()
print(nextOne(&words).map(String.init) as Any)

// expect: Optional(1)
// expect: Optional(2)
// expect: 3
// expect: nil
// expect: ["a", "b"]
// expect: Optional(3) [2, 1]
// expect: Optional("hi")
