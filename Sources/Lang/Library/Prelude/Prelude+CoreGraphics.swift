extension Prelude {
    /// CoreGraphics' value types and SwiftUI's `Angle`, as Swift declarations. `CGFloat` is a
    /// type of the checker (it converts implicitly with `Double`, as in Swift 5.5 and later).
    static let coreGraphics = #"""
    /// A point in a two-dimensional coordinate system (y grows downwards on the canvas).
    struct CGPoint: Equatable {
        /// The x-coordinate of the point.
        var x: CGFloat
        /// The y-coordinate of the point.
        var y: CGFloat
        /// The point with location (0, 0).
        static var zero: CGPoint { CGPoint(x: 0, y: 0) }
        /// The point with each coordinate mapped through the affine transform `t`.
        func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    /// A width and a height.
    struct CGSize: Equatable {
        /// The width.
        var width: CGFloat
        /// The height.
        var height: CGFloat
        /// The size whose width and height are both zero.
        static var zero: CGSize { CGSize(width: 0, height: 0) }
    }

    /// A rectangle: an origin and a size.
    struct CGRect: Equatable {
        /// The corner with the smallest coordinates when the size is positive.
        var origin: CGPoint
        /// The width and height.
        var size: CGSize
        /// The rectangle at (0, 0) with zero size.
        static var zero: CGRect { CGRect(origin: .zero, size: .zero) }
        /// The width of the rectangle.
        var width: CGFloat { size.width }
        /// The height of the rectangle.
        var height: CGFloat { size.height }
        /// The smallest x-coordinate of the rectangle.
        var minX: CGFloat { min(origin.x, origin.x + size.width) }
        /// The x-coordinate of the centre.
        var midX: CGFloat { origin.x + size.width / 2 }
        /// The largest x-coordinate of the rectangle.
        var maxX: CGFloat { max(origin.x, origin.x + size.width) }
        /// The smallest y-coordinate of the rectangle.
        var minY: CGFloat { min(origin.y, origin.y + size.height) }
        /// The y-coordinate of the centre.
        var midY: CGFloat { origin.y + size.height / 2 }
        /// The largest y-coordinate of the rectangle.
        var maxY: CGFloat { max(origin.y, origin.y + size.height) }
        /// Whether the rectangle has no area.
        var isEmpty: Bool { size.width == 0 || size.height == 0 }
        /// The rectangle with a positive width and height.
        var standardized: CGRect { CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
        /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
        /// (negative values grow it; shrunk past its middle it is `CGRect.null`).
        @_native("CGRect.insetBy") func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect
        /// The rectangle moved by (`dx`, `dy`).
        func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
            CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
        }
        /// Whether the point lies inside the rectangle.
        @_native("CGRect.contains") func contains(_ point: CGPoint) -> Bool
        /// The smallest rectangle that contains both rectangles.
        @_native("CGRect.union") func union(_ other: CGRect) -> CGRect
    }

    extension CGPoint {
        /// The point (0, 0), as CoreGraphics' `init()` (`var start = CGPoint()`).
        init() { self.init(x: 0, y: 0) }
    }

    extension CGSize {
        /// The size whose width and height are both zero, as CoreGraphics' `init()`.
        init() { self.init(width: 0, height: 0) }
    }

    extension CGRect {
        /// The rectangle at (0, 0) with zero size, as CoreGraphics' `init()`.
        init() { self.init(origin: CGPoint(x: 0, y: 0), size: CGSize(width: 0, height: 0)) }
        /// A rectangle from its origin's coordinates and its size.
        init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
            self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
        }
    }

    /// An angle, as SwiftUI's `Angle`: held in radians.
    struct Angle: Equatable {
        /// The angle in radians.
        var radians: Double
        /// The angle in degrees.
        var degrees: Double { radians * 180 / Double.pi }
        /// An angle of zero.
        static var zero: Angle { Angle(radians: 0) }
        /// An angle given in degrees.
        static func degrees(_ value: Double) -> Angle { Angle(radians: value * Double.pi / 180) }
        /// An angle given in radians.
        static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    }

    extension Angle {
        /// An angle given in degrees.
        init(degrees: Double) { self.init(radians: degrees * Double.pi / 180) }
        /// The sum of two angles (SwiftUI's `Angle` has `_VectorMath`'s arithmetic).
        static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
        /// The difference of two angles.
        static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
        /// The angle turned the other way.
        static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
        /// The angle scaled by `rhs`.
        static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
        /// The angle divided by `rhs`.
        static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
        /// Adds `rhs` to `lhs`.
        static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
        /// Subtracts `rhs` from `lhs`.
        static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
        /// Whether `lhs` is the smaller angle (SwiftUI's `Angle` is `Comparable`).
        static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    }

    /// An affine transform: a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
    struct CGAffineTransform: Equatable {
        var a: CGFloat
        var b: CGFloat
        var c: CGFloat
        var d: CGFloat
        var tx: CGFloat
        var ty: CGFloat
        /// The transform that changes nothing.
        static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
        /// This transform followed by `t`.
        @_native("CGAffineTransform.concatenating") func concatenating(_ t: CGAffineTransform) -> CGAffineTransform
        /// A translation by (`x`, `y`) applied before this transform.
        @_native("CGAffineTransform.translatedBy") func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform
        /// A scale by (`x`, `y`) applied before this transform.
        @_native("CGAffineTransform.scaledBy") func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform
        /// A rotation by `angle` radians applied before this transform.
        @_native("CGAffineTransform.rotated") func rotated(by angle: CGFloat) -> CGAffineTransform
        /// The inverse transform (the transform itself when it cannot be inverted, as CoreGraphics).
        @_native("CGAffineTransform.inverted") func inverted() -> CGAffineTransform
    }

    extension CGAffineTransform {
        /// A translation by (`x`, `y`).
        init(translationX x: CGFloat, y: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
        /// A scale by `x` horizontally and `y` vertically.
        init(scaleX x: CGFloat, y: CGFloat) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }
        /// A rotation by `angle` radians (clockwise on the y-down canvas).
        init(rotationAngle angle: CGFloat) { self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0) }
    }
    """#
}
