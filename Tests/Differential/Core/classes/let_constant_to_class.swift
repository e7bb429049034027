// A let constant holding a class instance still allows mutating its var properties.
class Point { var x = 0.0; var y = 0.0 }
let p = Point()
p.x = 3
p.y += 1.5
print(p.x, p.y)

// expect: 3.0 1.5
