/// Where a view sits horizontally inside the space its parent gives it: SwiftUI's `HorizontalAlignment`.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing
    /// An alignment of the program's own (an `AlignmentID`).
    case custom(CustomAlignment)

    /// The standard alignment SwiftUI names `name`.
    public init?(rawValue name: String) {
        switch name {
        case "leading": self = .leading
        case "center": self = .center
        case "trailing": self = .trailing
        default: return nil
        }
    }

    /// The fraction of the free width that goes before the view (0, ½ or 1; 0 for a custom
    /// alignment, whose views line up on their guides instead).
    var fraction: Double {
        switch self {
        case .leading, .custom: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

/// Where a view sits vertically inside the space its parent gives it: SwiftUI's `VerticalAlignment`.
///
/// Text sets its baselines (`TextNode`); a view without text has both at its bottom, as in SwiftUI.
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
    /// An alignment of the program's own (an `AlignmentID`).
    case custom(CustomAlignment)

    /// The fraction of the free height that goes above the view (0, ½ or 1; 0 for a custom
    /// alignment, whose views line up on their guides instead).
    var fraction: Double {
        switch self {
        case .top, .firstTextBaseline, .custom: 0
        case .center: 0.5
        case .bottom, .lastTextBaseline: 1
        }
    }

    /// Whether this is one of the text baselines.
    var isTextBaseline: Bool { self == .firstTextBaseline || self == .lastTextBaseline }
}

/// An alignment a program declares (`struct MyAlignment: AlignmentID` and
/// `VerticalAlignment(MyAlignment.self)`): its ID type's name, which identifies it, and the
/// default value the ID computes from a view's dimensions.
public struct CustomAlignment: Hashable, @unchecked Sendable {
    // Unchecked: the closure runs the program's code, which the one thread laying out calls.
    public let name: String
    let defaultValue: (ViewDimensions) throws -> Double

    public init(name: String, defaultValue: @escaping (ViewDimensions) throws -> Double) {
        self.name = name
        self.defaultValue = defaultValue
    }

    public static func == (lhs: CustomAlignment, rhs: CustomAlignment) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
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
