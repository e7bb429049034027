// A function given more arguments than it takes.
print("this program must not run")
func scale(_ value: Double) -> Double { value * 2 }
print(scale(1.5, 2))

// expect error: extra argument in call
