// A lazy map or filter is a Sequence: it is returned as `some Sequence<Int>`, passed to generic,
// opaque and existential sequence parameters, and stored in a property of its own type.
func evens() -> some Sequence<Int> { (1...10).lazy.filter { $0 % 2 == 0 } }
var seen: [Int] = []
for e in evens() { seen.append(e) }
print(seen)
func firstBig<S: Sequence>(_ s: S) -> Int? where S.Element == Int { s.first { $0 > 4 } }
print(firstBig([1, 5, 9].lazy.map { $0 + 1 }) ?? -1)
func plusOne(_ s: some Sequence<Int>) -> [Int] { s.map { $0 + 1 } }
print(plusOne([1, 2].lazy.filter { $0 > 1 }))
func sum(_ s: any Sequence<Int>) -> Int { var n = 0; for v in s { n += v }; return n }
print(sum([4, 5].lazy.map { $0 * 2 }))
struct Box { var xs = [1, 2, 3]; var doubled: LazyMapSequence<[Int], Int> { xs.lazy.map { $0 * 2 } } }
print(Box().doubled.first!, Array(Box().doubled))
let words = ["a", "bb"]
let upper = words.lazy.map { $0.uppercased() }
print(upper.joined(separator: "+"), upper.contains("BB"), upper.map { $0.count }.reduce(0, +))
var calls = 0
let counted = (0..<1000).lazy.map { x -> Int in calls += 1; return x }.filter { $0 > 2 }
print(counted.first!, calls)

// expect: [2, 4, 6, 8, 10]
// expect: 6
// expect: [3]
// expect: 18
// expect: 2 [2, 4, 6]
// expect: A+BB true 3
// expect: 3 5
