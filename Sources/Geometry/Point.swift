/// A point (or vector) in the plane, in points, with y growing downwards as in SwiftUI.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double

    /// The point (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// The point as "(x, y)".
    public var description: String { "(\(x), \(y))" }

    /// The Euclidean length of this point taken as a vector.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// True when both coordinates are finite (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The Euclidean distance to `other`.
    public func distance(to other: Point) -> Double { (other - self).length }

    /// Dot product, treating both points as vectors.
    public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// The z component of the cross product, treating both points as vectors.
    public func cross(_ other: Point) -> Double { x * other.y - y * other.x }

    /// Linear interpolation: `self` at `t = 0`, `other` at `t = 1`.
    public func lerp(to other: Point, _ t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    /// Component-wise sum.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// Component-wise difference.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// The vector scaled by `s`.
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    /// The vector scaled by `s`.
    public static func * (s: Double, a: Point) -> Point { Point(x: a.x * s, y: a.y * s) }
    /// The vector divided by `s`.
    public static func / (a: Point, s: Double) -> Point { Point(x: a.x / s, y: a.y / s) }
    /// The opposite vector.
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }
}
