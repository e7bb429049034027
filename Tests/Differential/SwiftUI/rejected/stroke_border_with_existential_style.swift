// strokeBorder and a shape view's own stroke are generic over their ShapeStyle and return a view
// naming it (`StrokeBorderShapeView<Self, S, …>`), so an `any ShapeStyle` cannot be opened for them.
print("this program must not run")
let style: any ShapeStyle = Color.blue
Circle().fill(.red).stroke(style, lineWidth: 3)
RoundedRectangle(cornerRadius: 8).strokeBorder(style, lineWidth: 2)

// expect error: type 'any ShapeStyle' cannot conform to 'ShapeStyle'
