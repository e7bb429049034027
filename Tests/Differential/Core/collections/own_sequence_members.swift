// A program's own Sequence (makeIterator returning its own IteratorProtocol) has the library's sequence members.
struct Countdown: Sequence {
    let start: Int
    func makeIterator() -> CountdownIterator { CountdownIterator(n: start) }
}
struct CountdownIterator: IteratorProtocol {
    var n: Int
    mutating func next() -> Int? {
        if n == 0 { return nil }
        defer { n -= 1 }
        return n
    }
}
let s = Countdown(start: 3)
print(s.map { $0 * 2 }, s.filter { $0 != 2 }, s.reduce(0, +), s.contains(2), s.contains(5), Array(s))
for x in s { print(x) }
print(s.sorted(), s.min()!, s.first(where: { $0 < 3 })!, s.allSatisfy { $0 > 0 })
print(Countdown(start: 0).map { $0 }, Array(Countdown(start: 0)).isEmpty)

// expect: [6, 4, 2] [3, 1] 6 true false [3, 2, 1]
// expect: 3
// expect: 2
// expect: 1
// expect: [1, 2, 3] 1 2 true
// expect: [] true
