// An Int does not meet a function's `T: FloatingPoint`.
print("this program must not run")
func hyp<T: FloatingPoint>(_ a: T, _ b: T) -> T { (a * a + b * b).squareRoot() }
let a = 3
print(hyp(a, a))

// expect error: global function 'hyp' requires that 'Int' conform to 'FloatingPoint'
