// fill is generic over its ShapeStyle and returns a view naming it, so an `any ShapeStyle` value
// cannot be opened for it: swiftc says the existential cannot conform.
print("this program must not run")
let style: any ShapeStyle = Color.red
Circle().fill(style)

// expect error: type 'any ShapeStyle' cannot conform to 'ShapeStyle'
