import Geometry

extension AnyShape {
    /// `UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:)`
    /// (iOS 16): each corner a quarter circle of its own radius, clamped to half the shorter side as
    /// SwiftUI clamps them; insetting shrinks every radius by the inset.
    public static func unevenRoundedRectangle(topLeading: Double, bottomLeading: Double, bottomTrailing: Double,
                                              topTrailing: Double) -> AnyShape {
        let radii = [topLeading, bottomLeading, bottomTrailing, topTrailing]
        let name = "UnevenRoundedRectangle(" + radii.map(\.shortDescription).joined(separator: ", ") + ")"
        return AnyShape(name: name, makePath: { unevenPath($0, radii) },
                        makeInsetPath: { rect, amount in unevenPath(rect.insetBy(dx: amount, dy: amount), radii.map { max($0 - amount, 0) }) })
    }

    /// The outline clockwise from the top edge; radii in the order top leading, bottom leading,
    /// bottom trailing, top trailing.
    private static func unevenPath(_ rect: Rect, _ radii: [Double]) -> Path {
        let r = rect.standardized
        guard r.origin.isFinite, r.width.isFinite, r.height.isFinite, radii.allSatisfy(\.isFinite) else { return Path() }
        let limit = min(r.width, r.height) / 2
        let (tl, bl, br, tr) = (min(max(radii[0], 0), limit), min(max(radii[1], 0), limit),
                                min(max(radii[2], 0), limit), min(max(radii[3], 0), limit))
        var path = Path()
        path.move(to: Point(x: r.minX + tl, y: r.minY))
        func corner(_ corner: Point, _ next: Point, _ radius: Double) {
            if radius > 0 { path.addArc(tangent1End: corner, tangent2End: next, radius: radius) } else { path.addLine(to: corner) }
        }
        corner(Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), tr)
        corner(Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY), br)
        corner(Point(x: r.minX, y: r.maxY), Point(x: r.minX, y: r.minY), bl)
        corner(Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), tl)
        path.closeSubpath()
        return path
    }
}
