// Primary associated types: some Sequence<Int>, any Collection<Int> as parameter and result types
// (a literal takes the element type, values are read as their elements).
func total(_ xs: some Sequence<Int>) -> Int { xs.reduce(0, +) }
func firstOf(_ xs: any Collection<Int>) -> Int? { xs.first }
func evens(_ n: Int) -> some Sequence<Int> { stride(from: 0, to: n, by: 2) }
func boxed() -> any Collection<String> { ["a", "b"] }
print(total([1, 2, 3]), total(1...4), firstOf([7, 8]) as Any, firstOf(Set<Int>()) as Any)
print(Array(evens(7)), boxed().count)
var line = ""
for x in evens(5) { line += "\(x);" }
print(line)
func mean(_ xs: some Collection<Double>) -> Double { xs.isEmpty ? 0 : xs.reduce(0, +) / Double(xs.count) }
func names() -> any Sequence<String> { ["x", "y"] }
print(mean([1, 2]), mean([0.5]), mean([Double]()))
for n in names() { print(n) }
let ns = names()
print(ns.map { $0.uppercased() }, Array(ns).count)

// expect: 6 10 Optional(7) nil
// expect: [0, 2, 4, 6] 2
// expect: 0;2;4;
// expect: 1.5 0.5 0.0
// expect: x
// expect: y
// expect: ["X", "Y"] 2
