// SwiftUI's Canvas view drawing through GraphicsContext.
Canvas { context, size in
    let rect = CGRect(origin: .zero, size: size)
    context.fill(Path(ellipseIn: rect), with: .color(.green))
    context.stroke(Path(rect), with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero,
                                                     endPoint: CGPoint(x: size.width, y: 0)), lineWidth: 3)
    var copy = context
    copy.translateBy(x: size.width / 2, y: size.height / 2)
    copy.rotate(by: .degrees(45))
    copy.draw(Text("Hi"), at: .zero)
}
.frame(width: 200, height: 120)
