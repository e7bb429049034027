import Geometry

/// `HStack` and `VStack`: children side by side along `axis`, aligned across it.
///
/// Sizing follows SwiftUI's stack algorithm: with a length proposed along the axis, the spacing is
/// set aside, the children are ordered from least to most flexible (flexibility = the length a child
/// takes when offered infinity minus the length it takes when offered zero), and each in turn is
/// offered an equal share of what remains; what it takes is subtracted. So fixed-size views get
/// their size and flexible ones (shapes, colours, spacers) share the rest equally. With no length
/// proposed, every child is asked for its ideal length. The cross axis proposal passes through.
final class StackNode: LayoutNode {
    /// SwiftUI's default distance between two adjacent views in a stack.
    static let defaultSpacing = 8.0

    let axis: Axis
    /// The guide children line up on across the axis (a VStack's horizontal alignment).
    let guide: AlignmentKey
    /// Where children sit across the axis: 0 leading/top, ½ centre, 1 trailing/bottom.
    let crossAlignment: Double
    let spacing: Double?
    let children: [LayoutNode]

    init(axis: Axis, guide: AlignmentKey, spacing: Double?, children: [LayoutNode]) {
        self.axis = axis
        self.guide = guide
        self.crossAlignment = guide.fraction
        self.spacing = spacing
        self.children = children
    }

    /// The children of `sizes` lined up on `guide`; nil when none sets it (AlignmentGuide.swift).
    private func guideLine(_ sizes: [Size]) throws -> GuideLine? {
        let explicit = try zip(children, sizes).map { try $0.explicitAlignment(guide, size: $1) }
        return try GuideLine(sizes: sizes, explicit: explicit, key: guide)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: Size) throws -> Double? {
        try memoisedAlignment(key, size: size) {
            guard key == guide else {
                return try combinedExplicitAlignment(key, children: children, placedIn: childRects(in: Rect(origin: .zero, size: size)))
            }
            guard let line = try guideLine(childSizes(ProposedSize(size))) else { return nil }
            return (size[axis.other] - line.extent) * crossAlignment + line.line
        }
    }

    /// The gap after child `index` (before `index + 1`).
    private func gap(after index: Int) -> Double {
        if let spacing { return spacing }
        let touchesSpacer = children[index].spacingRole == .spacer || children[index + 1].spacingRole == .spacer
        return touchesSpacer ? 0 : Self.defaultSpacing
    }

    private var totalSpacing: Double {
        children.indices.dropLast().reduce(0) { $0 + gap(after: $1) }
    }

    /// The size each child chooses when the stack is offered `proposal`.
    private func childSizes(_ proposal: ProposedSize) throws -> [Size] {
        let cross = proposal[axis.other]
        guard let available = proposal[axis] else {
            return try children.map { try $0.sizeThatFits(ProposedSize(axis: axis, main: nil, cross: cross)) }
        }
        var flexibility: [Double] = []
        for child in children {
            let largest = try child.sizeThatFits(ProposedSize(axis: axis, main: .infinity, cross: cross))[axis]
            let smallest = try child.sizeThatFits(ProposedSize(axis: axis, main: 0, cross: cross))[axis]
            flexibility.append(largest - smallest)
        }
        // Stable: equally flexible children keep their order.
        let order = children.indices.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        var remaining = available - totalSpacing
        var sizes = [Size](repeating: .zero, count: children.count)
        for (done, index) in order.enumerated() {
            let share = max(remaining / Double(children.count - done), 0)
            let size = try children[index].sizeThatFits(ProposedSize(axis: axis, main: share, cross: cross))
            sizes[index] = size
            remaining -= size[axis]
        }
        return sizes
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        let sizes = try childSizes(proposal)
        let main = sizes.reduce(totalSpacing) { $0 + $1[axis] }
        let cross = try guideLine(sizes)?.extent ?? sizes.map { $0[axis.other] }.max() ?? 0
        return Size(axis: axis, main: main, cross: cross)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        for (child, childRect) in zip(children, try childRects(in: rect)) {
            try child.draw(in: childRect, context: &context)
        }
    }

    /// The children's sizes for drawing in `size`: those for `size` proposed, unless they do not
    /// fill it and the children's ideal lengths do. A stack sized with no length proposed (a
    /// figure's ideal height) places its children at the sizes it was measured with, as SwiftUI
    /// places them for the proposal it was given: re-proposing the ideal 60 points to a padded bar
    /// and a bar of `maxHeight: 10` would give the padded one 32 and the bar none.
    private func drawnSizes(_ size: Size) throws -> [Size] {
        let proposed = try childSizes(ProposedSize(size))
        let filled = { (sizes: [Size]) in abs(sizes.reduce(self.totalSpacing) { $0 + $1[self.axis] } - size[self.axis]) < 1e-9 }
        guard !filled(proposed) else { return proposed }
        let ideal = try childSizes(ProposedSize(axis: axis, main: nil, cross: size[axis.other]))
        return filled(ideal) ? ideal : proposed
    }

    /// Where each child goes when the stack is drawn in `rect`.
    private func childRects(in rect: Rect) throws -> [Rect] {
        let sizes = try drawnSizes(rect.size)
        let line = try guideLine(sizes)
        let crossOrigin = axis == .horizontal ? rect.origin.y : rect.origin.x
        var position = axis == .horizontal ? rect.origin.x : rect.origin.y
        var rects: [Rect] = []
        for index in children.indices {
            let size = sizes[index]
            let crossPosition = line.map { crossOrigin + (rect.size[axis.other] - $0.extent) * crossAlignment + $0.offsets[index] }
                ?? crossOrigin + (rect.size[axis.other] - size[axis.other]) * crossAlignment
            let origin = axis == .horizontal ? Point(x: position, y: crossPosition) : Point(x: crossPosition, y: position)
            rects.append(Rect(origin: origin, size: size))
            position += size[axis] + (index < children.count - 1 ? gap(after: index) : 0)
        }
        return rects
    }
}
