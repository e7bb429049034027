// Shape modifiers returning shapes: trim, offset, rotation, scale, transform, inset.
ZStack {
    Circle().trim(from: 0.1, to: 0.9).stroke(.blue, lineWidth: 4)
    Rectangle().offset(x: 10, y: 10).rotation(.degrees(15)).scale(0.5).fill(.red)
    Capsule().inset(by: 4).strokeBorder(.green, lineWidth: 2)
    Ellipse().transform(CGAffineTransform(scaleX: 1, y: 0.5)).fill(.teal)
}
.frame(width: 120, height: 120)
