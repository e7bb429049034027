import Foundation

/// Checks shared by the seeds' shapes, so every shape words its refusals the same way.
enum ShapeValidation {
    /// The most sides, points or samples a shape accepts: beyond this a path is no longer a shape
    /// one can look at, and building it would only burn memory.
    static let maximumCount = 10_000

    /// Throws unless `count` lies in `minimum ... maximumCount`.
    static func requireCount(_ count: Int, named name: String, minimum: Int) throws(GeometryError) {
        guard count >= minimum, count <= maximumCount else {
            throw GeometryError("\(name) must be between \(minimum) and \(maximumCount), got \(count)")
        }
    }

    /// Throws unless `value` is finite.
    static func requireFinite(_ value: Double, named name: String) throws(GeometryError) {
        guard value.isFinite else {
            throw GeometryError("\(name) must be a finite number, got \(value)")
        }
    }

    /// Throws unless `value` is finite and not negative.
    static func requireNonNegative(_ value: Double, named name: String) throws(GeometryError) {
        try requireFinite(value, named: name)
        guard value >= 0 else {
            throw GeometryError("\(name) must not be negative, got \(value)")
        }
    }

    /// Throws unless every coordinate of `point` is finite.
    static func requireFinite(_ point: Point, named name: String) throws(GeometryError) {
        guard point.isFinite else {
            throw GeometryError("\(name) must have finite coordinates, got \(point)")
        }
    }

    /// Throws unless the rectangle's origin and size are finite; returns it standardized.
    static func standardized(_ rect: Rect) throws(GeometryError) -> Rect {
        guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite else {
            throw GeometryError("the shape's rectangle must be finite, got \(rect)")
        }
        return rect.standardized
    }
}

/// The point at polar coordinates (`length`, `angle`) about `center`: the seed articles'
/// `Cartesian(length:angle:)` plus the offset they add by hand. Angles grow clockwise on screen
/// because y points down.
func polarPoint(center: Point, length: Double, angle: Double) -> Point {
    Point(x: center.x + length * cos(angle), y: center.y + length * sin(angle))
}
