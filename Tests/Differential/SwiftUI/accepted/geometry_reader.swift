// GeometryReader gives its content the proposed size.
GeometryReader { proxy in
    Path { p in
        p.move(to: .zero)
        p.addLine(to: CGPoint(x: proxy.size.width, y: proxy.size.height))
    }
    .stroke(.red, lineWidth: 2)
}
.frame(width: 100, height: 60)
