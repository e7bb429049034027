// Color is a View and a ShapeStyle, not a Shape.
print("this program must not run")
let c: Color = .blue
c.stroke(.red)

// expect error: value of type 'Color' has no member 'stroke'
