// A function that returns nothing, added to a number: `+`, `-` and `%` of an Int want the `()`
// converted to an Int, at the call; `*` (with Duration overloads) and `==` blame the operator.
print("this program must not run")
func reset() {}
let n = 2
let a = reset() + 1
let b = n - reset()
let d = reset() % 2
let e = reset() * 2
let f = reset() == 1
print(a, b, d, e, f)

// expect error: cannot convert value of type '()' to expected argument type 'Int'
