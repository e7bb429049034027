// A program's own Sequence is read one `next()` at a time by `for`-`in` and `prefix(_:)`, as
// Swift's iterator is: an endless one ends where the loop breaks or the prefix is full.
struct Countdown: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? {
        if n == 0 { return nil }
        defer { n -= 1 }
        print("next", n)
        return n
    }
}
struct Naturals: Sequence {
    struct Counter: IteratorProtocol {
        var i = 0
        mutating func next() -> Int? { i += 1; return i }
    }
    func makeIterator() -> Counter { Counter() }
}
for x in Countdown(n: 3) {
    print("got", x)
    if x == 2 { break }
}
for x in Naturals() {
    if x > 3 { break }
    print(x)
}
print(Array(Naturals().prefix(4)), Naturals().prefix(3).reduce(0, +))
for x in Naturals().prefix(2) { print("p", x) }
print(Countdown(n: 5).prefix(2).map { $0 * 10 })
for case let x in Countdown(n: 4) where x % 2 == 0 { print("even", x) }

// expect: next 3
// expect: got 3
// expect: next 2
// expect: got 2
// expect: 1
// expect: 2
// expect: 3
// expect: [1, 2, 3, 4] 6
// expect: p 1
// expect: p 2
// expect: next 5
// expect: next 4
// expect: [50, 40]
// expect: next 4
// expect: even 4
// expect: next 3
// expect: next 2
// expect: even 2
// expect: next 1
