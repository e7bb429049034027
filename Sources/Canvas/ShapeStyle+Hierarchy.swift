import Geometry

extension ShapeStyle {
    /// Level `level` (0 primary, 1 secondary, 2 tertiary, 3 quaternary, 4 quinary) of a
    /// foreground style, as SwiftUI's `HierarchicalShapeStyle` maps it:
    /// - the levels given to `.foregroundStyle(_:_:_:)` (a `.palette`), the last one repeating;
    /// - for the default foreground (`.primary`, or opaque black: the label colour in the light
    ///   appearance) the system's label colours: secondary (60, 60, 67) at 60%, tertiary at 30%, quaternary at
    ///   18%, quinary black at 5%;
    /// - for any other style, the style at the opacity SwiftUI gives each level: 100%, 50%, 25%,
    ///   then 18% (OpenSwiftUI's reading of SwiftUI's system colour definition).
    public func level(_ level: Int) -> ShapeStyle {
        let level = max(0, level)
        if case .palette(let styles) = self, let last = styles.last {
            return level < styles.count ? styles[level] : last
        }
        guard level > 0 else { return self }
        if self == .color(.black) || self == .color(.primary) {
            // The default foreground (`.primary`) gives semantic levels, which follow the page in
            // SVG as `Color.secondary` does; an explicit black gives the same colours, fixed.
            let semantic = self == .color(.primary)
            let label = RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, semantic: semantic ? .secondary : nil)
            switch level {
            case 1: return .color(label.withOpacity(0.6))
            case 2: return .color(label.withOpacity(0.3))
            case 3: return .color(label.withOpacity(0.18))
            default: return .color((semantic ? RGBA.primary : RGBA.black).withOpacity(0.05))
            }
        }
        let opacities = [1, 0.5, 0.25, 0.18]
        return opacity(opacities[min(level, opacities.count - 1)])
    }
}
