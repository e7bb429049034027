// Gradients as views and shape styles, ImagePaint, materials, opacity.
VStack {
    LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
    RadialGradient(gradient: Gradient(colors: [.white, .black]), center: .center, startRadius: 0, endRadius: 50)
    AngularGradient(colors: [.red, .yellow, .red], center: .center, startAngle: .zero, endAngle: .degrees(360))
    Rectangle().fill(.linearGradient(colors: [.green, .mint], startPoint: .leading, endPoint: .trailing))
    Rectangle().fill(ImagePaint(image: Image(path: "tile.png"), scale: 0.5))
    Circle().fill(.gray.opacity(0.2))
    Ellipse().fill(Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)]))
}
