import Geometry

/// One of the alignment guides a view has: a horizontal one (a position along x, read by
/// `VStack`s and frames) or a vertical one (along y, read by `HStack`s), as SwiftUI's
/// `HorizontalAlignment` and `VerticalAlignment` name them.
public enum AlignmentKey: Hashable, Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    /// The axis the guide's value is measured along.
    var axis: Axis {
        switch self {
        case .horizontal: .horizontal
        case .vertical: .vertical
        }
    }

    /// The guide's default value as a fraction of the view's length along `axis`.
    var fraction: Double {
        switch self {
        case .horizontal(let alignment): alignment.fraction
        case .vertical(let alignment): alignment.fraction
        }
    }
}

/// What an `.alignmentGuide(_:computeValue:)` closure is given: the view's size and its guides
/// (SwiftUI's `ViewDimensions`).
public struct ViewDimensions {
    public let width: Double
    public let height: Double
    /// The view's explicit value for a guide, set inside it; nil for the default.
    private let explicitValue: (AlignmentKey) throws -> Double?

    init(size: Size, explicit: @escaping (AlignmentKey) throws -> Double?) {
        width = size.width
        height = size.height
        explicitValue = explicit
    }

    /// The view's value for `key`: one set inside it, else the default (0, half or all of its length).
    public func value(_ key: AlignmentKey) throws -> Double {
        try explicitValue(key) ?? key.fraction * (key.axis == .horizontal ? width : height)
    }

    /// The value a guide inside the view set for `key`; nil when none did (`d[explicit: .leading]`).
    public func explicit(_ key: AlignmentKey) throws -> Double? {
        try explicitValue(key)
    }
}

/// `.alignmentGuide(_:computeValue:)`: the value a view gives one of its guides, computed from
/// its dimensions once its size is known.
public struct AlignmentGuide {
    public let key: AlignmentKey
    public let computeValue: (ViewDimensions) throws -> Double

    public init(_ key: AlignmentKey, computeValue: @escaping (ViewDimensions) throws -> Double) {
        self.key = key
        self.computeValue = computeValue
    }
}

/// A view with one guide set: it lays out and draws as its child, and answers its guide's value
/// to the stack or frame that aligns it.
final class AlignmentGuideNode: LayoutNode {
    let child: LayoutNode
    let guide: AlignmentGuide

    init(child: LayoutNode, guide: AlignmentGuide) {
        self.child = child
        self.guide = guide
    }

    override var spacingRole: SpacingRole { child.spacingRole }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        try child.sizeThatFits(proposal)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        try child.draw(in: rect, context: &context)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: Size) throws -> Double? {
        guard key == guide.key else { return try child.explicitAlignment(key, size: size) }
        let value = try guide.computeValue(ViewDimensions(size: size) { [child] in try child.explicitAlignment($0, size: size) })
        guard value.isFinite else { throw CanvasError("an alignment guide's value must be a finite number of points, not \(value)") }
        return value
    }
}

/// Views lined up on one guide, as SwiftUI's stacks and frames line up their children: each
/// child's guide value (explicit or default) sits on one line.
struct GuideLine {
    /// How far the children reach along the axis, where the line is from the start, and each
    /// child's offset from the start.
    let extent: Double
    let line: Double
    let offsets: [Double]

    /// Children of `lengths` along the axis lined up on their guide values (`explicit`, else
    /// `fraction` of their length); nil when no child sets a guide, so callers keep the plain
    /// fraction arithmetic (and its exact results).
    init?(lengths: [Double], explicit: [Double?], fraction: Double) {
        guard explicit.contains(where: { $0 != nil }) else { return nil }
        let guides = zip(lengths, explicit).map { length, value in value ?? fraction * length }
        let line = guides.max() ?? 0
        self.line = line
        extent = line + (zip(lengths, guides).map { $0 - $1 }.max() ?? 0)
        offsets = guides.map { line - $0 }
    }
}

extension LayoutNode {
    /// The rect of a child of `size` placed in `rect` at `alignment`: its guides on the
    /// container's (explicit guides of the child count, as in SwiftUI's frames and overlays).
    func placed(_ child: LayoutNode, size: Size, in rect: Rect, _ alignment: Alignment) throws -> Rect {
        var placed = size.aligned(in: rect, alignment)
        let horizontal = AlignmentKey.horizontal(alignment.horizontal), vertical = AlignmentKey.vertical(alignment.vertical)
        if let x = try child.explicitAlignment(horizontal, size: size) {
            placed.origin.x = rect.origin.x + rect.width * horizontal.fraction - x
        }
        if let y = try child.explicitAlignment(vertical, size: size) {
            placed.origin.y = rect.origin.y + rect.height * vertical.fraction - y
        }
        return placed
    }

    /// The explicit guide value of a child of `childSize` that `placed` puts at `offset` inside
    /// a container of `size`, in the container's coordinates; nil when the child sets none.
    func forwardedAlignment(_ child: LayoutNode, _ key: AlignmentKey, childSize: Size, offset: Point) throws -> Double? {
        guard let value = try child.explicitAlignment(key, size: childSize) else { return nil }
        return value + (key.axis == .horizontal ? offset.x : offset.y)
    }
}

extension View {
    /// The view with its `key` guide set to what `computeValue` makes of its dimensions.
    public func alignmentGuide(_ key: AlignmentKey, computeValue: @escaping (ViewDimensions) throws -> Double) -> View {
        .modified(self, .surface(.alignmentGuide(AlignmentGuide(key, computeValue: computeValue))))
    }
}
