// `2 * Double.pi / sides` with an Int `sides`: no typing of the literal checks, and swiftc
// keeps it at its default type, Int, so the product is the operator that fails.
print("this program must not run")
let sides = 6
let radius = 2.5
let a = 2 * Double.pi / sides
let b = Double.pi * 2 / sides
let c = 2 * radius * 3 / sides
let d = (-2 * radius) / (sides * 3)
print(a, b, c, d)

// expect error: binary operator '*' cannot be applied to operands of type 'Int' and 'Double'
