// An unconstrained T that is print's item is an Any: each literal keeps its own type, as where
// the context asks for an Any; in an array literal the literals join as a Double.
func f<T>(_ a: T, _ b: T) -> T { return a }
print(f(5, 2.5))
print(f(5, 2.5), f(1, 2), f(2.5, 1))
let x: Any = f(5, 2.5)
print(x)
print([f(1, 2.5)])
let y = f(5, 2.5)
print(y)
func g<T: Numeric>(_ a: T, _ b: T) -> T { a + b }
print(g(5, 2.5))

// expect: 5
// expect: 5 1 2.5
// expect: 5
// expect: [1.0]
// expect: 5.0
// expect: 7.5
