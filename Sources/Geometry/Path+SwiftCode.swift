extension Path {
    /// Swift source that rebuilds this path in a SwiftUI app, e.g.
    /// `Path { p in\n    p.move(to: CGPoint(x: 12.5, y: 3))\n    …\n}`.
    ///
    /// Coordinates are printed shortest with at most 3 decimals, so a random blob can be frozen
    /// into an app as the blob article suggests. An empty path gives `Path()`.
    public var swiftCode: String {
        guard !isEmpty else { return "Path()" }
        func point(_ p: Point) -> String { "CGPoint(x: \(formatCoordinate(p.x)), y: \(formatCoordinate(p.y)))" }
        var lines = ["Path { p in"]
        for element in elements {
            let call: String
            switch element {
            case .move(let p): call = "p.move(to: \(point(p)))"
            case .line(let p): call = "p.addLine(to: \(point(p)))"
            case .quadCurve(let p, let c): call = "p.addQuadCurve(to: \(point(p)), control: \(point(c)))"
            case .curve(let p, let c1, let c2):
                call = "p.addCurve(to: \(point(p)), control1: \(point(c1)), control2: \(point(c2)))"
            case .closeSubpath: call = "p.closeSubpath()"
            }
            lines.append("    " + call)
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}
