// Shapebook's settings on Canvas, beside SwiftUI's generic Canvas view.
Canvas.size = CGSize(width: 300, height: 200)
Canvas.scale = 3
Canvas.background = .white
Canvas.foreground = Color(hex: "#336699")
Canvas.formats = [.svg, .png]
Random.seed(7)
Canvas { context, size in
    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.orange))
}
