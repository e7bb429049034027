import Geometry

/// One node of the laid-out tree: SwiftUI's two-step layout protocol (size, then place and draw).
///
/// Nodes are built from a `View` with the environment (font, foreground style) already applied.
/// A parent asks `sizeThatFits` as often as it needs to (stacks ask each child several times), so
/// answers are memoised per proposal; `draw` is called once with the rect the parent placed the
/// node in and emits display items.
class LayoutNode {
    private var sizeCache: [ProposedSize: Size] = [:]
    private var guideCache: [GuideQuery: Double?] = [:]

    /// One question a parent asks about a guide: which guide, at which size.
    private struct GuideQuery: Hashable {
        let key: AlignmentKey
        let size: Size
    }

    /// How this node takes part in stack spacing.
    var spacingRole: SpacingRole { .normal }

    /// The order in which a stack gives this node space: SwiftUI's layout priority. 0 unless
    /// `.layoutPriority(_:)` sets it; a `Spacer` has the lowest (-infinity), so every other
    /// view is offered space before it. Modifiers that do not lay out (effects, backgrounds,
    /// `.fixedSize`) pass their child's on; a frame or padding is a new layout, at 0.
    var layoutPriority: Double { 0 }

    /// The size this node chooses for `proposal`, memoised.
    final func sizeThatFits(_ proposal: ProposedSize) throws -> Size {
        if let size = sizeCache[proposal] { return size }
        let size = try computeSize(proposal)
        sizeCache[proposal] = size
        return size
    }

    /// The size this node chooses for `proposal`; subclasses override.
    func computeSize(_ proposal: ProposedSize) throws -> Size { .zero }

    /// Emits this node's drawing for the rect its parent placed it in; subclasses override.
    func draw(in rect: Rect, context: inout DrawingContext) throws {}

    /// The value for `key` that `.alignmentGuide` set inside this node, in its coordinates when
    /// it has `size`; nil (the default guide) unless a node passes a child's on (AlignmentGuide.swift).
    func explicitAlignment(_ key: AlignmentKey, size: Size) throws -> Double? { nil }

    /// `compute`'s answer for `key` at `size`, memoised: containers that gather every guide of
    /// their children ask each child for its own guide and the one asked for, so unmemoised
    /// nested stacks would be asked exponentially often.
    final func memoisedAlignment(_ key: AlignmentKey, size: Size, _ compute: () throws -> Double?) throws -> Double? {
        if let value = guideCache[GuideQuery(key: key, size: size)] { return value }
        let value = try compute()
        guideCache[GuideQuery(key: key, size: size)] = value
        return value
    }

    /// A container's value for a guide it does not align on: the values its `children` set,
    /// each moved to where the container places it (`rects`, in the container's coordinates),
    /// combined (`AlignmentKey.combined`); nil when no child sets one.
    final func combinedExplicitAlignment(_ key: AlignmentKey, children: [LayoutNode], placedIn rects: [Rect]) throws -> Double? {
        var values: [Double] = []
        for (child, rect) in zip(children, rects) {
            if let value = try child.explicitAlignment(key, size: rect.size) {
                values.append(value + (key.axis == .horizontal ? rect.origin.x : rect.origin.y))
            }
        }
        return key.combined(values)
    }
}

/// How a stack child affects the spacing around it.
enum SpacingRole {
    /// Default stack spacing (8 points) on both sides.
    case normal
    /// A `Spacer`: no default spacing next to it (its minimum length already separates views).
    case spacer
}
