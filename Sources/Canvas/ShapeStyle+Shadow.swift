import Geometry

/// SwiftUI's `ShadowStyle`: `.drop(color:radius:x:y:)` or `.inner(color:radius:x:y:)`, applied to a
/// shape style with `style.shadow(_:)` (`.fill(.blue.shadow(.drop(radius: 4)))`).
public struct ShadowStyle: Hashable, Sendable {
    /// True for `.inner`: the shadow falls inside the shape, along its edges.
    public var isInner: Bool
    public var color: RGBA
    /// The Gaussian's standard deviation, in points.
    public var radius: Double
    public var x: Double
    public var y: Double

    /// `.drop(color:radius:x:y:)`; SwiftUI's default colour is black at 33% opacity.
    public static func drop(color: RGBA = VisualEffect.defaultShadowColor, radius: Double, x: Double = 0, y: Double = 0) -> ShadowStyle {
        ShadowStyle(isInner: false, color: color, radius: radius, x: x, y: y)
    }

    /// `.inner(color:radius:x:y:)`; SwiftUI's default colour is black at 55% opacity.
    public static func inner(color: RGBA = RGBA(red: 0, green: 0, blue: 0, alpha: 0.55), radius: Double, x: Double = 0, y: Double = 0) -> ShadowStyle {
        ShadowStyle(isInner: true, color: color, radius: radius, x: x, y: y)
    }

    /// The layer filter that draws it (in the coordinates of the view it paints).
    var filter: LayerFilter {
        isInner ? .innerShadow(color: color, radius: abs(radius), x: x, y: y) : .shadow(color: color, radius: abs(radius), x: x, y: y)
    }
}

extension ShapeStyle {
    /// `style.shadow(.drop(…))`.
    public func shadow(_ shadow: ShadowStyle) -> ShapeStyle { .shadowed(self, shadow) }

    /// The filters of the shadows this style casts, innermost (first applied) first.
    var shadowFilters: [LayerFilter] {
        switch self {
        case .shadowed(let style, let shadow): style.shadowFilters + [shadow.filter]
        case .opacity(let style, _): style.shadowFilters
        case .palette(let styles): styles.first?.shadowFilters ?? []
        default: []
        }
    }
}

extension ShapeDrawing {
    /// The style the shape is painted with; nil for the foreground style.
    var style: ShapeStyle? {
        switch self {
        case .fill(let style, _), .stroke(let style, _), .strokeBorder(let style, _): style
        }
    }
}

extension LayoutTreeBuilder {
    /// `node` (a leaf painted with `style`) with the shadows the style casts, if any.
    func castingShadows(_ node: LayoutNode, of style: ShapeStyle, _ environment: Environment) -> LayoutNode {
        let filters = style.substitutingForeground(environment.foreground).shadowFilters
        guard !filters.isEmpty else { return node }
        return EffectNode(child: node, effect: .leaf(Layer(filters: filters)))
    }
}
