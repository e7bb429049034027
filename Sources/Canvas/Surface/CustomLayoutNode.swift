import Geometry

/// Where a custom layout puts one subview: its `anchor` at `position` (in the coordinates the
/// layout's bounds are given in), sized for `proposal`.
public struct SubviewPlacement {
    public var position: Point
    public var anchor: UnitPoint
    public var proposal: ProposedSize

    public init(position: Point, anchor: UnitPoint, proposal: ProposedSize) {
        self.position = position
        self.anchor = anchor
        self.proposal = proposal
    }
}

/// What a custom layout reads of a subview besides its size (`LayoutSubview.priority` and
/// `.spacing`): its `.layoutPriority`, and whether it is a `Spacer`, which wants no spacing
/// next to it (a stack's rule, StackNode).
public struct SubviewTraits: Equatable {
    public var priority: Double
    public var isSpacer: Bool
}

/// A `Layout` of the program's own, as two calls into its code: its size for a proposal, and
/// the placements of its subviews in its bounds. Each is given its subviews' traits (one each,
/// in order) and a function that measures subview `index` for a proposal.
public struct CustomLayoutContent {
    public typealias Measure = (_ index: Int, _ proposal: ProposedSize) throws -> Size
    public var sizeThatFits: (_ proposal: ProposedSize, _ subviews: [SubviewTraits], _ measure: @escaping Measure) throws -> Size
    public var placeSubviews: (_ bounds: Rect, _ proposal: ProposedSize, _ subviews: [SubviewTraits],
                               _ measure: @escaping Measure) throws -> [Int: SubviewPlacement]

    public init(sizeThatFits: @escaping (ProposedSize, [SubviewTraits], @escaping Measure) throws -> Size,
                placeSubviews: @escaping (Rect, ProposedSize, [SubviewTraits], @escaping Measure) throws -> [Int: SubviewPlacement]) {
        self.sizeThatFits = sizeThatFits
        self.placeSubviews = placeSubviews
    }
}

/// A custom layout: its size is what its `sizeThatFits` says for the proposal; when drawn, each
/// subview is drawn at the size it takes for the proposal its placement gives, with its anchor at
/// the placement's point. A subview the layout does not place sits at the centre of the bounds,
/// offered no length, as SwiftUI places it.
final class CustomLayoutNode: LayoutNode {
    let content: CustomLayoutContent
    let children: [LayoutNode]

    init(content: CustomLayoutContent, children: [LayoutNode]) {
        self.content = content
        self.children = children
    }

    /// Each subview's priority and spacing, as the layout's code reads them.
    private var traits: [SubviewTraits] {
        children.map { SubviewTraits(priority: $0.layoutPriority, isSpacer: $0.spacingRole == .spacer) }
    }

    private func measure(_ index: Int, _ proposal: ProposedSize) throws -> Size {
        guard children.indices.contains(index) else { throw CanvasError("a layout measured subview \(index) of \(children.count)") }
        return try children[index].sizeThatFits(proposal)
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        let size = try content.sizeThatFits(proposal, traits) { [unowned self] in try measure($0, $1) }
        // Offered infinity (as stacks offer to weigh flexibility), a layout may take it, as a shape does.
        guard !size.width.isNaN, !size.height.isNaN, size.width >= 0, size.height >= 0 else {
            throw CanvasError("a layout's sizeThatFits returned \(size.width) × \(size.height); a size must not be negative or NaN")
        }
        return size
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        let placements = try content.placeSubviews(rect, ProposedSize(rect.size), traits) { [unowned self] in
            try measure($0, $1)
        }
        for (index, child) in children.enumerated() {
            let placement = placements[index]
                ?? SubviewPlacement(position: Point(x: rect.midX, y: rect.midY), anchor: UnitPoint(x: 0.5, y: 0.5), proposal: .unspecified)
            let size = try child.sizeThatFits(placement.proposal)
            let origin = Point(x: placement.position.x - placement.anchor.x * size.width,
                               y: placement.position.y - placement.anchor.y * size.height)
            try child.draw(in: Rect(origin: origin, size: size), context: &context)
        }
    }
}
