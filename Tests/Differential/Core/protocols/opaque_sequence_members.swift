// Opaque and constrained existential sequences: some Collection / some Sequence results and parameters with the protocol's members, some Sequence<Int>, some Collection<String>, any Sequence<Int>.
func numbers() -> some Collection { [3, 1, 2] }
let c = numbers()
print(c.count, c.isEmpty)
for x in c { print(x) }
print(c.map { "\($0)" })
func words() -> some Sequence { ["a", "b"] }
for w in words() { print(w) }
print(Array(words()).count)
func total(_ xs: some Sequence<Int>) -> Int { xs.reduce(0, +) }
print(total([1, 2, 3]), total(1...4), total(Set([5])))
func firstOf(_ xs: some Collection<String>) -> String? { xs.first }
print(firstOf(["q", "r"]) ?? "none", firstOf([]) ?? "none")
func describe(_ xs: some Collection) -> String { "\(xs.count) items" }
print(describe([1, 2]), describe("abc"))
let anySeq: any Sequence<Int> = [4, 5]
print(anySeq.map { $0 * 2 }, Array(anySeq))
for v in anySeq { print(v) }
let anyColl: any Collection<String> = ["x"]
print(anyColl.count, anyColl.first ?? "")

// expect: 3 false
// expect: 3
// expect: 1
// expect: 2
// expect: ["3", "1", "2"]
// expect: a
// expect: b
// expect: 2
// expect: 6 10 5
// expect: q none
// expect: 2 items 3 items
// expect: [8, 10] [4, 5]
// expect: 4
// expect: 5
// expect: 1 x
