// ForEach over Identifiable data, and over a range.
struct Dot: Identifiable {
    let id: Int
    var radius: CGFloat
}
let dots = [Dot(id: 1, radius: 4), Dot(id: 2, radius: 8)]
HStack {
    ForEach(dots) { dot in
        Circle().frame(width: dot.radius * 2, height: dot.radius * 2)
    }
    ForEach(0..<3) { i in
        Rectangle().frame(width: CGFloat(i) * 10, height: 5)
    }
}
