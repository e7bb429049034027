// IteratorProtocol in generic code: a Sequence's iterator, a Comparable Element, a generic iterator type.
func g<S: Sequence>(_ s: S) -> Int {
    var it = s.makeIterator()
    var n = 0
    while it.next() != nil { n += 1 }
    return n
}
print(g([1, 2, 3]), g("abcd"))
func maxOf<I: IteratorProtocol>(_ it: inout I) -> I.Element? where I.Element: Comparable {
    guard var best = it.next() else { return nil }
    while let x = it.next() { if x > best { best = x } }
    return best
}
var a = [3, 9, 2].makeIterator()
print(maxOf(&a) as Any)
var b = ["q", "z", "a"].makeIterator()
print(maxOf(&b) as Any)
struct Pairs<I: IteratorProtocol>: IteratorProtocol {
    var base: I
    mutating func next() -> (I.Element, I.Element)? {
        guard let x = base.next(), let y = base.next() else { return nil }
        return (x, y)
    }
}
var p = Pairs(base: [1, 2, 3, 4, 5].makeIterator())
while let pair = p.next() { print(pair) }
func skip<I: IteratorProtocol>(_ it: I, _ n: Int) -> I {
    var copy = it
    for _ in 0..<n { _ = copy.next() }
    return copy
}
var rest = skip([1, 2, 3].makeIterator(), 2)
print(rest.next() as Any, rest.next() as Any)

// expect: 3 4
// expect: Optional(9)
// expect: Optional("z")
// expect: (1, 2)
// expect: (3, 4)
// expect: Optional(3) nil
