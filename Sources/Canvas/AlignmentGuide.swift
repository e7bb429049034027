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

    /// The guide's default value as a fraction of the view's length along `axis` (for the
    /// standard guides; see `defaultValue`).
    var fraction: Double {
        switch self {
        case .horizontal(let alignment): alignment.fraction
        case .vertical(let alignment): alignment.fraction
        }
    }

    /// The program's alignment this key names, if it is one.
    var custom: CustomAlignment? {
        switch self {
        case .horizontal(.custom(let custom)), .vertical(.custom(let custom)): custom
        default: nil
        }
    }

    /// Whether a view's default value for this guide is not a fixed fraction of its length: a
    /// custom alignment computes it, and a view without text has its baselines at its bottom.
    var hasComputedDefault: Bool {
        if custom != nil { return true }
        if case .vertical(let alignment) = self { return alignment.isTextBaseline }
        return false
    }

    /// The guide's value for a view of `size` that sets none inside it (`explicit` answers the
    /// guides that are set, for a custom alignment's `defaultValue(in:)`).
    func defaultValue(_ size: Size, explicit: @escaping (AlignmentKey) throws -> Double? = { _ in nil }) throws -> Double {
        if let custom {
            let value = try custom.defaultValue(ViewDimensions(size: size, explicit: explicit))
            guard value.isFinite else { throw CanvasError("alignment '\(custom.name)' gave a default value that is not a finite number: \(value)") }
            return value
        }
        if case .vertical(let alignment) = self, alignment.isTextBaseline { return size.height }
        return fraction * (axis == .horizontal ? size.width : size.height)
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
        try explicitValue(key) ?? key.defaultValue(Size(width: width, height: height), explicit: explicitValue)
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
final class AlignmentGuideNode: ForwardingNode {
    let guide: AlignmentGuide

    init(child: LayoutNode, guide: AlignmentGuide) {
        self.guide = guide
        super.init(child: child)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: Size) throws -> Double? {
        guard key == guide.key else { return try child.explicitAlignment(key, size: size) }
        let value = try guide.computeValue(ViewDimensions(size: size) { [child] in try child.explicitAlignment($0, size: size) })
        guard value.isFinite else { throw CanvasError("an alignment guide's value must be a finite number of points, not \(value)") }
        return value
    }
}

extension AlignmentKey {
    /// One value for this guide from the values children inside a container set, as SwiftUI
    /// combines them: the first text baseline is the highest, the last the lowest, any other
    /// guide their mean (`AlignmentID`'s default); nil when no child sets one.
    func combined(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        switch self {
        case .vertical(.firstTextBaseline): return values.min()
        case .vertical(.lastTextBaseline): return values.max()
        default: return values.reduce(0, +) / Double(values.count)
        }
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

    /// Children of `sizes` lined up on their values for `key` (`explicit`, else the key's
    /// default); nil when no child sets a guide and the default is a fixed fraction, so callers
    /// keep the plain fraction arithmetic (and its exact results).
    init?(sizes: [Size], explicit: [Double?], key: AlignmentKey) throws {
        guard key.hasComputedDefault || explicit.contains(where: { $0 != nil }) else { return nil }
        let lengths = sizes.map { $0[key.axis] }
        let guides = try zip(sizes, explicit).map { size, value in try value ?? key.defaultValue(size) }
        let line = guides.max() ?? 0
        self.line = line
        extent = line + (zip(lengths, guides).map { $0 - $1 }.max() ?? 0)
        offsets = guides.map { line - $0 }
    }
}

extension LayoutNode {
    /// The rect of a child of `size` placed in `rect` at `alignment`, as SwiftUI's frames,
    /// overlays and backgrounds place it: the child's guide (set inside it, else its default, so
    /// text on its baseline and a custom alignment's `defaultValue(in:)`) on the container's
    /// guide. The container's guide is `container`'s (the view an overlay or background decorates)
    /// or, for a frame, the guide's default in `rect`.
    func placed(_ child: LayoutNode, size: Size, in rect: Rect, _ alignment: Alignment, container: LayoutNode? = nil) throws -> Rect {
        var placed = size.aligned(in: rect, alignment)
        for key in [AlignmentKey.horizontal(alignment.horizontal), .vertical(alignment.vertical)] {
            guard let offset = try guideOffset(child, size: size, in: rect.size, key, container: container) else { continue }
            if key.axis == .horizontal { placed.origin.x = rect.origin.x + offset } else { placed.origin.y = rect.origin.y + offset }
        }
        return placed
    }

    /// How far from the container's origin a child of `size` goes along `key`'s axis so their
    /// `key` guides meet; nil when neither sets the guide and its default is a fixed fraction
    /// (callers keep the plain fraction arithmetic and its exact results).
    private func guideOffset(_ child: LayoutNode, size: Size, in containerSize: Size, _ key: AlignmentKey, container: LayoutNode?) throws -> Double? {
        let childExplicit = try child.explicitAlignment(key, size: size)
        let containerExplicit = try container?.explicitAlignment(key, size: containerSize)
        guard childExplicit != nil || containerExplicit != nil || key.hasComputedDefault else { return nil }
        let childValue = try childExplicit ?? key.defaultValue(size) { [child] in try child.explicitAlignment($0, size: size) }
        let containerValue = try containerExplicit ?? key.defaultValue(containerSize) { [container] in
            try container?.explicitAlignment($0, size: containerSize)
        }
        return containerValue - childValue
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
