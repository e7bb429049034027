// fill and stroke are generic over their ShapeStyle and return a view naming it, so an
// `any ShapeStyle` value cannot be opened for them: swiftc says the existential cannot conform.
print("this program must not run")
let style: any ShapeStyle = Color.red
Circle().fill(style)
Circle().stroke(style, lineWidth: 2)

// expect error: type 'any ShapeStyle' cannot conform to 'ShapeStyle'
