// A program's own Sequence passed for a generic parameter is read one `next()` per iteration of
// a `for`-`in` loop, as Swift's iterator is: an endless one ends where the loop breaks.
struct Naturals: Sequence {
    struct Counter: IteratorProtocol {
        var i = 0
        mutating func next() -> Int? { i += 1; print("draw", i); return i }
    }
    func makeIterator() -> Counter { Counter() }
}
func sum<S: Sequence>(_ s: S) -> Int where S.Element == Int {
    var t = 0
    for x in s {
        if x > 3 { break }
        t += x
    }
    return t
}
print(sum(Naturals()))
print(sum([1, 2, 5, 1]))
print(sum(sequence(first: 1) { $0 + 1 }))

// expect: draw 1
// expect: draw 2
// expect: draw 3
// expect: draw 4
// expect: 6
// expect: 3
// expect: 6
