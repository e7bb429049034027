import Geometry

extension Path {
    /// The path as SVG path data with at most 3 decimals: `M x y L x y Q … C … Z`.
    ///
    /// Geometry's `svgPathData` keeps full precision for round trips; figures want short numbers.
    var compactSVGPathData: String {
        var parts: [String] = []
        parts.reserveCapacity(elements.count)
        func pair(_ p: Point) -> String { SVGFormat.number(p.x) + " " + SVGFormat.number(p.y) }
        for element in elements {
            switch element {
            case .move(let p): parts.append("M" + pair(p))
            case .line(let p): parts.append("L" + pair(p))
            case .quadCurve(let p, let c): parts.append("Q" + pair(c) + " " + pair(p))
            case .curve(let p, let c1, let c2): parts.append("C" + pair(c1) + " " + pair(c2) + " " + pair(p))
            case .closeSubpath: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }
}
