// A generic function's argument calls overloads differing only in their results: the other
// argument decides, as an operator's other operand does.
func f(_ x: Int) -> Int { x }
func f(_ x: Int) -> Double { Double(x) + 0.5 }
print(max(f(1), 2.5))
print(max(f(1), 2))
print(min(f(3), 2.5))
let d = 0.25
print(min(d, f(1)))
let n = 7
print(max(f(9), n))
print(max(f(1), 2.5, 0.5))
print(abs(f(1)) + 2.5)
print(max(f(1), f(2)) + 0.5)
print(min(f(4), 3) * 2)
func g<T: Comparable>(_ a: T, _ b: T) -> T { a < b ? b : a }
print(g(f(1), 2.5))
print([f(1), 2.5])

// expect: 2.5
// expect: 2
// expect: 2.5
// expect: 0.25
// expect: 9
// expect: 2.5
// expect: 4.0
// expect: 3.0
// expect: 6
// expect: 2.5
// expect: [1.5, 2.5]
