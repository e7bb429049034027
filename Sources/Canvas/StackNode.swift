import Geometry

/// `HStack` and `VStack`: children side by side along `axis`, aligned across it.
///
/// Sizing follows SwiftUI's stack algorithm (`childSizes`): with a length proposed along the axis,
/// the spacing is set aside, the children are ordered by layout priority and then from least to
/// most flexible (flexibility = the length a child takes when offered infinity minus the length it
/// takes when offered zero), and each in turn is offered an equal share of what remains; what it
/// takes is subtracted. A higher priority's views are first offered everything the lower ones'
/// minimum lengths leave, and spacers have the lowest priority: so fixed-size views get their
/// size, `HStack { Text(long); Spacer() }` wraps the text at the width less the spacer's 8
/// points, and flexible views (shapes, colours) share the rest equally. With no length proposed,
/// every child is asked for its ideal length. The cross axis proposal passes through.
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
    ///
    /// SwiftUI's rule for a length proposed along the axis: the children are taken in groups
    /// of equal layout priority, highest first, and within a group from least to most flexible.
    /// The first group is offered the length less the spacing and the lower groups' minimum
    /// lengths (what they take when offered zero); each later group gets its own minimums back.
    /// Within a group each child in turn is offered an equal share of what remains (raised to its
    /// minimum when the later children's minimums still fit) and what it takes is subtracted, so
    /// less flexible views take what they need and the more flexible ones share the rest.
    private func childSizes(_ proposal: ProposedSize) throws -> [Size] {
        let cross = proposal[axis.other]
        guard let available = proposal[axis] else {
            return try children.map { try $0.sizeThatFits(ProposedSize(axis: axis, main: nil, cross: cross)) }
        }
        let ranges = try children.map { try lengthRange(of: $0, cross: cross) }
        let order = fittingOrder(ranges)
        let highest = order.first.map { children[$0].layoutPriority }
        var remaining = available - totalSpacing
            - order.filter { children[$0].layoutPriority != highest }.reduce(0) { $0 + ranges[$1].min }
        var sizes = [Size](repeating: .zero, count: children.count)
        var start = 0
        while start < order.count {
            let priority = children[order[start]].layoutPriority
            let group = order[start...].prefix { children[$0].layoutPriority == priority }
            if start > 0 { remaining += group.reduce(0) { $0 + ranges[$1].min } }
            for (done, index) in group.enumerated() {
                // At least the child's minimum when the later children's minimums still fit: a
                // text offered less than its widest word would break it between characters,
                // where what it needs fits beside the others.
                let later = group.dropFirst(done + 1).reduce(0) { $0 + ranges[$1].min }
                let share = max(remaining / Double(group.count - done), min(ranges[index].min, remaining - later), 0)
                let size = try children[index].sizeThatFits(ProposedSize(axis: axis, main: share, cross: cross))
                sizes[index] = size
                remaining -= size[axis]
            }
            start += group.count
        }
        return sizes
    }

    /// The lengths `child` takes along the axis when offered zero and infinity.
    private func lengthRange(of child: LayoutNode, cross: Double?) throws -> (min: Double, max: Double) {
        let smallest = try child.sizeThatFits(ProposedSize(axis: axis, main: 0, cross: cross))[axis]
        let largest = try child.sizeThatFits(ProposedSize(axis: axis, main: .infinity, cross: cross))[axis]
        return (smallest, largest)
    }

    /// The children's indices in the order they are offered space: higher layout priority
    /// first, then less flexible (a smaller range) first; of two infinitely flexible children
    /// the one with the larger minimum goes first, as SwiftUI orders them. Stable: otherwise
    /// children keep their order.
    private func fittingOrder(_ ranges: [(min: Double, max: Double)]) -> [Int] {
        let keys = children.indices.map { index -> (Double, Double, Double, Int) in
            let (min, max) = ranges[index]
            // An infinite minimum (never offered by a finite view) counts as infinitely flexible.
            let flexibility = (max - min).isNaN ? .infinity : max - min
            return (-children[index].layoutPriority, flexibility, flexibility.isInfinite ? -min : 0, index)
        }
        return children.indices.sorted { keys[$0] < keys[$1] }
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
