// A closure that reads a variable captures it when it is made: before the variable is
// initialised on every path that is an error at the closure, even if it runs later.
print("this program must not run")
var radius: Double
let area = { radius * radius * 3.14 }
radius = 2
print(area())
let side: Double
side = 3
let square = { side * side }
print(square())

// expect error: variable 'radius' captured by a closure before being initialized
