import Geometry

/// A point in a view's own coordinate space as fractions of its size: SwiftUI's `UnitPoint`.
///
/// `(0, 0)` is the top leading corner and `(1, 1)` the bottom trailing corner (y grows downwards).
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// SwiftUI's names for the standard unit points, for the interpreter's implicit members.
    public static let named: [String: UnitPoint] = [
        "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing,
        "top": .top, "bottom": .bottom, "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]

    /// The absolute point this unit point names inside `rect`.
    public func point(in rect: Rect) -> Point {
        Point(x: rect.origin.x + x * rect.width, y: rect.origin.y + y * rect.height)
    }
}
