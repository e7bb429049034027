// some IteratorProtocol<Int> / some IteratorProtocol values and their next(), some Sequence<Int> of a program's own sequence, [any Sequence<Int>], some Collection<String> members.
struct Countdown: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? { n > 0 ? (n -= 1, n + 1).1 : nil }
}
func down(from n: Int) -> some Sequence<Int> { Countdown(n: n) }
print(Array(down(from: 3)), down(from: 4).map { $0 * 10 })
func iter() -> some IteratorProtocol<Int> { Countdown(n: 2) }
var i = iter()
while let v = i.next() { print(v) }
func sum<S: Sequence>(_ s: S) -> Int where S.Element == Int { s.reduce(0, +) }
print(sum(down(from: 3)))
func evens(_ xs: some Sequence<Int>) -> some Sequence<Int> { xs.filter { $0 % 2 == 0 } }
print(Array(evens(1...6)))
let seqs: [any Sequence<Int>] = [[1], 2...3]
for s in seqs { print(Array(s)) }
func strings() -> some Collection<String> { ["p", "q", "r"] }
let ss = strings()
print(ss.count, ss.first ?? "", ss.contains("q"), ss.sorted(by: >))
print(ss.joined(separator: "-"))
var gen: some IteratorProtocol<Int> = [1, 2].makeIterator()
print(gen.next() as Any, gen.next() as Any, gen.next() as Any)
func anyIt() -> some IteratorProtocol { "ab".makeIterator() }
var ai = anyIt()
while let c = ai.next() { print(c) }

// expect: [3, 2, 1] [40, 30, 20, 10]
// expect: 2
// expect: 1
// expect: 6
// expect: [2, 4, 6]
// expect: [1]
// expect: [2, 3]
// expect: 3 p true ["r", "q", "p"]
// expect: p-q-r
// expect: Optional(1) Optional(2) nil
// expect: a
// expect: b
