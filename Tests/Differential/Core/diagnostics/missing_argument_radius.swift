// A call that leaves out a parameter without a default.
print("this program must not run")
func circle(center: Double, radius: Double) -> Double { center + radius }
print(circle(center: 10))

// expect error: missing argument for parameter 'radius' in call
