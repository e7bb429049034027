// A circle's area from an Int radius and Double.pi: Swift does not mix Int and Double.
print("this program must not run")
let radius = 10
let area = Double.pi * radius * radius
print(area)

// expect error: binary operator '*' cannot be applied to operands of type 'Double' and 'Int'
