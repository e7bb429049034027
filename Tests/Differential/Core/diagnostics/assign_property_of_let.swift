// A property of a struct held in a let cannot be assigned.
print("this program must not run")
struct Point { var x = 0.0; var y = 0.0 }
let origin = Point()
origin.x = 3
print(origin)

// expect error: cannot assign to property: 'origin' is a 'let' constant
