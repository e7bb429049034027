import Geometry

/// The size a parent offers a child in SwiftUI's layout: SwiftUI's `ProposedViewSize`.
///
/// A nil component asks for the child's ideal size on that axis; `.infinity` asks for its maximum.
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Both components nil: "what size would you like?"
    public static let unspecified = ProposedSize(width: nil, height: nil)

    /// The proposal with nil (an ideal length) on the axes given: what `.fixedSize`, a scroll
    /// view's content and `ViewThatFits`'s candidates are offered.
    func unconstrained(horizontal: Bool, vertical: Bool) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : width, height: vertical ? nil : height)
    }

    /// The proposal along `axis`.
    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal built from a main-axis and a cross-axis component.
    init(axis: Axis, main: Double?, cross: Double?) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }
}

/// The two layout axes.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical

    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    /// The component along `axis`.
    subscript(axis: Axis) -> Double {
        axis == .horizontal ? width : height
    }

    /// A size built from a main-axis and a cross-axis component.
    init(axis: Axis, main: Double, cross: Double) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }
}
