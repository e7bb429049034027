/// Where a view sits horizontally inside the space its parent gives it: SwiftUI's `HorizontalAlignment`.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing

    /// The fraction of the free width that goes before the view (0, ½ or 1).
    var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

/// Where a view sits vertically inside the space its parent gives it: SwiftUI's `VerticalAlignment`.
///
/// Text baselines are not modelled: `firstTextBaseline` aligns as `top` and `lastTextBaseline` as
/// `bottom`, which is exact for rows of single-line text in one font (see docs/canvas.md).
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline

    /// The fraction of the free height that goes above the view (0, ½ or 1).
    var fraction: Double {
        switch self {
        case .top, .firstTextBaseline: 0
        case .center: 0.5
        case .bottom, .lastTextBaseline: 1
        }
    }
}

/// A horizontal and a vertical alignment together: SwiftUI's `Alignment` (for frames, ZStacks,
/// backgrounds and overlays).
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// SwiftUI's names for the standard alignments, for the interpreter's implicit members.
    public static let named: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]
}
