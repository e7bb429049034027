// An optional from a dictionary passed where the function wants the wrapped type.
print("this program must not run")
func circleArea(radius: Double) -> Double { 3.14159 * radius * radius }
let radii = ["small": 1.0, "large": 4.0]
print(circleArea(radius: radii["small"]))

// expect error: value of optional type 'Double?' must be unwrapped to a value of type 'Double'
