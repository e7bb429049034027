import Canvas
import Foundation
import Geometry

/// Shapebook's logo, drawn by Shapebook: a soft five-pointed star in a rounded square.
///
/// The star is a rounded polygon: its ten vertices alternate between an outer and an inner
/// radius, and each corner is replaced by a quadratic curve from the midpoint of one edge to
/// the midpoint of the next with the vertex as control point, so the outline is smooth
/// (tangent-continuous) everywhere.
public enum ShapebookLogo {
    /// The logo as a figure of `side` points square, at `scale` pixels per point.
    public static func figure(side: Double, scale: Double = 1) -> Figure {
        let tile = Path(roundedSquareOfSide: side, cornerRadius: side * 0.22)
        let star = roundedStar(center: Point(x: side / 2, y: side * 0.53), outerRadius: side * 0.42, innerRadius: side * 0.2)
        let items: [DisplayItem] = [
            .fill(path: tile, paint: .solid(RGBA(red: 0.14, green: 0.2, blue: 0.33)), rule: .nonZero),
            .fill(
                path: star,
                paint: .linearGradient(
                    stops: [
                        GradientStop(color: RGBA(red: 1, green: 0.8, blue: 0.3), location: 0),
                        GradientStop(color: RGBA(red: 0.98, green: 0.45, blue: 0.2), location: 1),
                    ],
                    start: Point(x: 0, y: 0), end: Point(x: 0, y: side)),
                rule: .nonZero),
        ]
        let list = DisplayList(size: Size(width: side, height: side), items: items)
        return Figure(displayList: list, scale: scale, description: "Shapebook logo \(Int(side))×\(Int(side))")
    }

    /// A star with rounded points and valleys, first point straight up.
    static func roundedStar(center: Point, outerRadius: Double, innerRadius: Double, points: Int = 5) -> Path {
        let vertices = (0..<(2 * points)).map { index -> Point in
            let radius = index.isMultiple(of: 2) ? outerRadius : innerRadius
            let angle = -Double.pi / 2 + Double(index) * Double.pi / Double(points)
            return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        func midpoint(_ a: Point, _ b: Point) -> Point { Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
        var path = Path()
        path.move(to: midpoint(vertices[vertices.count - 1], vertices[0]))
        for (index, vertex) in vertices.enumerated() {
            path.addQuadCurve(to: midpoint(vertex, vertices[(index + 1) % vertices.count]), control: vertex)
        }
        path.closeSubpath()
        return path
    }
}

extension Path {
    /// A square from the origin with quarter-circle corners (cubic approximations).
    fileprivate init(roundedSquareOfSide side: Double, cornerRadius radius: Double) {
        self.init()
        let k = radius * 0.5522847498307936  // 4/3·tan(π/8): the quarter-circle cubic handle
        move(to: Point(x: radius, y: 0))
        addLine(to: Point(x: side - radius, y: 0))
        addCurve(to: Point(x: side, y: radius), control1: Point(x: side - radius + k, y: 0), control2: Point(x: side, y: radius - k))
        addLine(to: Point(x: side, y: side - radius))
        addCurve(to: Point(x: side - radius, y: side), control1: Point(x: side, y: side - radius + k), control2: Point(x: side - radius + k, y: side))
        addLine(to: Point(x: radius, y: side))
        addCurve(to: Point(x: 0, y: side - radius), control1: Point(x: radius - k, y: side), control2: Point(x: 0, y: side - radius + k))
        addLine(to: Point(x: 0, y: radius))
        addCurve(to: Point(x: radius, y: 0), control1: Point(x: 0, y: radius - k), control2: Point(x: radius - k, y: 0))
        closeSubpath()
    }
}
