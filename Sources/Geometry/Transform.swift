import Foundation

/// An affine transform with CoreGraphics' layout: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct Transform: Hashable, Sendable {
    /// The matrix entries, CoreGraphics' names.
    public var a, b, c, d, tx, ty: Double

    /// The transform with these matrix entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (`x`, `y`).
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    /// A scale by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `angle` radians; positive angles turn clockwise on a y-down screen.
    public init(rotationAngle angle: Double) {
        let (s, k) = (sin(angle), cos(angle))
        self.init(a: k, b: s, c: -s, d: k, tx: 0, ty: 0)
    }

    /// True when the transform changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other` (CoreGraphics' `concatenating`).
    public func concatenating(_ t: Transform) -> Transform {
        Transform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                  c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                  tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// A translation by (`x`, `y`) followed by this transform.
    public func translatedBy(x: Double, y: Double) -> Transform {
        Transform(translationX: x, y: y).concatenating(self)
    }

    /// A scale by (`x`, `y`) followed by this transform.
    public func scaledBy(x: Double, y: Double) -> Transform {
        Transform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation by `angle` radians followed by this transform.
    public func rotated(by angle: Double) -> Transform {
        Transform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant of the linear part: the factor areas are scaled by.
    public var determinant: Double { a * d - b * c }

    /// The inverse transform, or nil when the transform is singular.
    public var inverted: Transform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return Transform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                         tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The image of `p`.
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }
}
