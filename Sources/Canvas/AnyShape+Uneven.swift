import Geometry

extension AnyShape {
    /// `UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`
    /// (iOS 16): each corner rounded with a radius of its own, clamped to half the shorter side as
    /// SwiftUI clamps them, in `style` (SwiftUI's default, `.continuous`: the squircle corners of
    /// `RoundedRectangle(style: .continuous)`, `Path.addUnevenRoundedRect`); insetting shrinks
    /// every radius by the inset.
    public static func unevenRoundedRectangle(topLeading: Double, bottomLeading: Double, bottomTrailing: Double,
                                              topTrailing: Double, style: RoundedCornerStyle = .continuous) -> AnyShape {
        let radii = [topLeading, bottomLeading, bottomTrailing, topTrailing]
        let name = "UnevenRoundedRectangle(" + radii.map(\.shortDescription).joined(separator: ", ") + ")"
        func path(_ rect: Rect, _ radii: [Double]) -> Path {
            var path = Path()
            path.addUnevenRoundedRect(in: rect, topLeading: radii[0], bottomLeading: radii[1], bottomTrailing: radii[2],
                                      topTrailing: radii[3], style: style)
            return path
        }
        return AnyShape(name: name, makePath: { path($0, radii) },
                        makeInsetPath: { rect, amount in path(rect.insetBy(dx: amount, dy: amount), radii.map { max($0 - amount, 0) }) })
    }
}
