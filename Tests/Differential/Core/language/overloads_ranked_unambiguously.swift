// Overloads swiftc ranks without a tie: the concrete one over the generic, the one whose
// defaulted parameters are not needed over one that would default them, a plain parameter over
// an Optional or a variadic one, a literal's own type over another (an array literal's is an
// Array), and a result the context or a member wants.
func describe<T>(_ x: T) -> String { "generic \(x)" }
func describe(_ x: Int) -> String { "Int \(x)" }
func total(_ x: Int) -> Int { x }
func total(_ x: Int, plus extra: Int = 10) -> Int { x + extra }
func pick(_ x: Int?) -> String { "optional" }
func pick(_ x: Int) -> String { "plain" }
func count(_ xs: Int...) -> Int { xs.count }
func count(_ x: Int) -> Int { -x }
func kind(_ x: Double) -> String { "Double" }
func kind(_ x: Int) -> String { "Int" }
func half(_ x: Int) -> Int { x / 2 }
func half(_ x: Int) -> Double { Double(x) / 2 }
print(describe(3), describe("ring"))
print(total(1), total(1, plus: 2))
print(pick(4))
print(count(5), count(5, 6))
print(kind(1), kind(1.5))
let whole: Int = half(5)
let exact: Double = half(5)
print(whole, exact)
func show(_ value: Double) { print("shown", value) }
show(half(7))
print(half(9) + 1)
print(half(8).isMultiple(of: 2))
func group(_ xs: [Int]) -> String { "array" }
func group(_ xs: Set<Int>) -> String { "set" }
print(group([1, 2]))

// expect: Int 3 generic ring
// expect: 1 3
// expect: plain
// expect: -5 2
// expect: Int Double
// expect: 2 2.5
// expect: shown 3.5
// expect: 5
// expect: true
// expect: array
