/// An axis-aligned rectangle with CoreGraphics' accessors (`minX`, `midY`, …).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The corner the size is measured from (the top-left for a standardized rectangle).
    public var origin: Point
    /// The width and height; may be negative, as in CoreGraphics.
    public var size: Size

    /// A rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle at (`x`, `y`) of `width` × `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The rectangle as "(x, y, width, height)".
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }

    /// The width as stored (may be negative).
    public var width: Double { size.width }
    /// The height as stored (may be negative).
    public var height: Double { size.height }
    /// The smallest x in the rectangle.
    public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The largest x in the rectangle.
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The x of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The smallest y (the top edge, y-down).
    public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The largest y (the bottom edge, y-down).
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The y of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// The rectangle with non-negative width and height covering the same area.
    public var standardized: Rect { Rect(x: minX, y: minY, width: abs(width), height: abs(height)) }

    /// Shrinks the rectangle by `dx` on the left and right and by `dy` on top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let r = standardized
        return Rect(x: r.minX + dx, y: r.minY + dy, width: r.width - 2 * dx, height: r.height - 2 * dy)
    }

    /// The rectangle moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: width, height: height)
    }

    /// True when the point lies inside or on the lower-left edges, as `CGRect.contains`.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
