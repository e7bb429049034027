// `sequence(state:next:)`: what the closure makes of a state it changes, until nil; an endless
// one is read only as far as `prefix`, `first(where:)` and a `for` loop that breaks need.
let squares = sequence(state: 0) { (n: inout Int) -> Int? in n += 1; return n <= 3 ? n * n : nil }
print(Array(squares), squares.map { $0 + 1 }, squares.reduce(0, +))
let fibonacci = sequence(state: (0, 1)) { (s: inout (Int, Int)) -> Int? in
    let r = s.0
    s = (s.1, s.0 + s.1)
    return r
}
print(fibonacci.prefix(10).map { $0 }, fibonacci.first { $0 > 50 } ?? -1)
for (i, v) in sequence(state: 3, next: { (k: inout Int) -> Int? in k -= 1; return k >= 0 ? k : nil }).enumerated() { print(i, v) }
for f in fibonacci where f % 2 == 1 {
    if f > 20 { break }
    print(f)
}
let words = sequence(state: ["a", "b", "c"].makeIterator()) { $0.next() }
print(Array(words), type(of: squares))

// expect: [1, 4, 9] [2, 5, 10] 14
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34] 55
// expect: 0 2
// expect: 1 1
// expect: 2 0
// expect: 1
// expect: 1
// expect: 3
// expect: 5
// expect: 13
// expect: ["a", "b", "c"] UnfoldSequence<Int, Int>
