// Path built in a closure with arcs, curves and a transform.
Path { p in
    p.move(to: CGPoint(x: 0, y: 50))
    p.addQuadCurve(to: CGPoint(x: 100, y: 50), control: CGPoint(x: 50, y: 0))
    p.addCurve(to: CGPoint(x: 0, y: 50), control1: CGPoint(x: 100, y: 100), control2: CGPoint(x: 0, y: 100))
    p.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
    p.addRelativeArc(center: .zero, radius: 5, startAngle: .zero, delta: .degrees(90))
    p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(scaleX: 2, y: 2))
    p.addLines([.zero, CGPoint(x: 3, y: 4)])
    p.closeSubpath()
}
.stroke(Color.black, lineWidth: 1)
