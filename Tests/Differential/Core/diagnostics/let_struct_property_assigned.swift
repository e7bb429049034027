// A property of a struct held in a `let` cannot be changed.
print("this program must not run")
struct Point { var x = 0, y = 0 }
let origin = Point()
origin.x = 5
print(origin)

// expect error: cannot assign to property: 'origin' is a 'let' constant
