import Geometry

/// One column of a `LazyVGrid` (one row of a `LazyHGrid`): SwiftUI's `GridItem`.
public struct GridItem: Hashable, Sendable {
    /// How wide the column is.
    public enum Size: Hashable, Sendable {
        /// `.fixed(length)`: exactly this length.
        case fixed(Double)
        /// `.flexible(minimum:maximum:)`: a share of the free length, clamped (defaults 10 and ∞).
        case flexible(minimum: Double, maximum: Double)
        /// `.adaptive(minimum:maximum:)`: as many columns of at least `minimum` as fit in a share of
        /// the free length, sharing it equally (clamped to `maximum`).
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    /// The space after this column; nil is the default 8 points.
    public var spacing: Double?
    /// Where each cell's view sits in its cell; nil is centred.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(minimum: 10, maximum: .infinity), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// Rejects sizes SwiftUI would refuse (NaN, negative, a minimum above the maximum, an infinite minimum).
    func check() throws {
        let lengths: [Double] = switch size {
        case .fixed(let length): [length, length]
        case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum): [minimum, maximum]
        }
        guard lengths.allSatisfy({ !$0.isNaN && $0 >= 0 }), lengths[0].isFinite, lengths[0] <= lengths[1] else {
            throw CanvasError("a GridItem needs finite, non-negative sizes with minimum ≤ maximum, not \(size)")
        }
        if let spacing { try LayoutTreeBuilder.check(spacing, "GridItem spacing", allowNegative: true) }
    }
}

/// What a lazy grid is made of besides its children: the axis its items size, the items and the
/// spacing between the lines it fills.
public struct LazyGridSpec: Hashable, Sendable {
    /// `.vertical` for `LazyVGrid` (items are columns, rows grow downwards), `.horizontal` for
    /// `LazyHGrid` (items are rows, columns grow rightwards).
    public var axis: Axis
    public var items: [GridItem]
    /// The alignment of the grid's lines across the items (`LazyVGrid(alignment:)` is horizontal).
    public var alignment: Alignment
    /// Between rows of a LazyVGrid (columns of a LazyHGrid); nil is 8 points.
    public var spacing: Double?

    public init(axis: Axis, items: [GridItem], alignment: Alignment = .center, spacing: Double? = nil) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.spacing = spacing
    }
}

/// A row of a `Grid`: cells in columns, or one view across every column.
public enum GridRowContent {
    /// `GridRow { … }`: one view per column.
    case cells([View])
    /// A view given to `Grid` outside any `GridRow` (a `Divider`): it spans the whole grid.
    case spanning(View)
}

/// `Grid(alignment:horizontalSpacing:verticalSpacing:)`.
public struct GridSpec: Hashable, Sendable {
    public var alignment: Alignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?

    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
}
