// A misspelt function: swiftc suggests the function with a near name.
print("this program must not run")
func circleArea(radius: Double) -> Double { 3.14159 * radius * radius }
print(circleArea(radius: 2))
print(cirleArea(radius: 2))

// expect error: cannot find 'cirleArea' in scope
