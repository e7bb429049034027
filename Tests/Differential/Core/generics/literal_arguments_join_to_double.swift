// Number literals of both kinds for one generic parameter make it a Double, as swiftc's literal
// defaulting joins an integer and a floating-point literal (`sum(lhs: 5, rhs: 2.34)` for
// `E: Numeric`); integer literals alone keep it an Int, and an unconstrained parameter that is
// the result where an `Any` is wanted is that `Any`, each literal keeping its own type.
func sum<E: Numeric>(lhs: E, rhs: E) -> E { lhs + rhs }
func larger<T: Comparable>(_ a: T, _ b: T) -> T { a < b ? b : a }
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }

print(sum(lhs: 5, rhs: 2.34), sum(lhs: -6, rhs: 10), sum(lhs: 0.0000005, rhs: 1))
print(larger(1, 2.5), larger(2.5, 1), larger(3, -1))
print(same(2, 2.0), same(-1, 1))
let half = sum(lhs: 1, rhs: 0.5)
print(type(of: half), type(of: sum(lhs: 1, rhs: 2)))
print(sum(lhs: 2 * 3, rhs: -0.5))
func pick<T>(_ a: T, _ b: T) -> T { a }
let picked: Any = pick(1, 0.5)
print(picked, pick(2, 0.5) as Double)

// expect: 7.34 4 1.0000005
// expect: 2.5 2.5 3
// expect: true false
// expect: Double Int
// expect: 5.5
// expect: 1 2.0
