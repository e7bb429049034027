/// Distances inwards from each edge of a rectangle: SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top, leading, bottom, trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// The same inset on all four edges, as `.padding(20)`.
    public init(all length: Double) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }

    /// SwiftUI's default padding (`.padding()` with no length): 16 points on every edge, the
    /// system spacing on iOS.
    public static let defaultPadding = EdgeInsets(all: 16)

    /// The insets of `edges` set to `length`, the others zero, as `.padding(.horizontal, 10)`.
    public init(edges: Edge.Set, length: Double) {
        self.init(top: edges.contains(.top) ? length : 0,
                  leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0,
                  trailing: edges.contains(.trailing) ? length : 0)
    }

    /// `leading + trailing`.
    public var horizontal: Double { leading + trailing }
    /// `top + bottom`.
    public var vertical: Double { top + bottom }
}

/// One edge of a rectangle: SwiftUI's `Edge`, with its option set `Edge.Set` for `.padding(_:_:)`.
public enum Edge: Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges: `.top`, `.horizontal`, `.all` …
    public struct Set: OptionSet, Hashable, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        /// SwiftUI's names for the edge sets, for the interpreter's implicit members.
        public static let named: [String: Set] = [
            "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
            "horizontal": .horizontal, "vertical": .vertical, "all": .all,
        ]
    }
}
