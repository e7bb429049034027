// An Int variable passed where a Double is expected.
print("this program must not run")
func inset(_ amount: Double) -> Double { amount / 2 }
let steps = 4
print(inset(steps))

// expect error: cannot convert value of type 'Int' to expected argument type 'Double'
