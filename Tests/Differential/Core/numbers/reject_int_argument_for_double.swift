// An Int variable is not accepted where a Double parameter is expected.
print("this program must not run")
func half(_ x: Double) -> Double { x / 2 }
let n = 3
print(half(n))

// expect error: cannot convert value of type 'Int' to expected argument type 'Double'
