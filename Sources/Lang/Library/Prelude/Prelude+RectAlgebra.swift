extension Prelude {
    /// CoreGraphics' rectangle algebra beyond the basics of `Prelude.coreGraphics`: the null
    /// rectangle, intersection, containment, division, integral rectangles, transformed sizes
    /// and rectangles, and `CGVector`, as geometry code in `path(in:)` uses them.
    static let rectAlgebra = #"""
    /// The edges of a rectangle, for `divided(atDistance:from:)`.
    enum CGRectEdge { case minXEdge, minYEdge, maxXEdge, maxYEdge }

    /// A two-dimensional vector.
    struct CGVector: Equatable {
        /// The x component.
        var dx: CGFloat
        /// The y component.
        var dy: CGFloat
        /// The vector whose components are both zero.
        static var zero: CGVector { CGVector(dx: 0, dy: 0) }
    }

    extension CGSize {
        /// The size mapped through the linear part of `t` (its translation ignored).
        func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// The null rectangle: what `intersection(_:)` gives for rectangles that do not meet.
        static var null: CGRect { CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: 0, height: 0) }
        /// Whether this is the null rectangle.
        var isNull: Bool { origin.x == CGFloat.infinity || origin.y == CGFloat.infinity }
        /// The overlap of the two rectangles (touching edges give an empty one), or `.null`
        /// when they do not meet.
        func intersection(_ r2: CGRect) -> CGRect {
            if isNull || r2.isNull { return .null }
            let x1 = max(minX, r2.minX), x2 = min(maxX, r2.maxX)
            let y1 = max(minY, r2.minY), y2 = min(maxY, r2.maxY)
            if x1 > x2 || y1 > y2 { return .null }
            return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        }
        /// Whether the two rectangles meet (touching edges count).
        func intersects(_ r2: CGRect) -> Bool { !intersection(r2).isNull }
        /// Whether `rect2` lies wholly inside this rectangle.
        func contains(_ rect2: CGRect) -> Bool {
            if isNull { return false }
            if rect2.isNull { return true }
            return minX <= rect2.minX && minY <= rect2.minY && maxX >= rect2.maxX && maxY >= rect2.maxY
        }
        /// The smallest rectangle with whole-number coordinates that contains this one.
        var integral: CGRect {
            if isNull { return self }
            let x = minX.rounded(.down), y = minY.rounded(.down)
            return CGRect(x: x, y: y, width: maxX.rounded(.up) - x, height: maxY.rounded(.up) - y)
        }
        /// The rectangle cut in two `atDistance` from `fromEdge`: the slice on that edge's side
        /// (the distance clamped to the rectangle) and the remainder.
        func divided(atDistance: CGFloat, from fromEdge: CGRectEdge) -> (slice: CGRect, remainder: CGRect) {
            let r = standardized
            switch fromEdge {
            case .minXEdge:
                let d = min(max(atDistance, 0), r.width)
                return (CGRect(x: r.minX, y: r.minY, width: d, height: r.height),
                        CGRect(x: r.minX + d, y: r.minY, width: r.width - d, height: r.height))
            case .maxXEdge:
                let d = min(max(atDistance, 0), r.width)
                return (CGRect(x: r.maxX - d, y: r.minY, width: d, height: r.height),
                        CGRect(x: r.minX, y: r.minY, width: r.width - d, height: r.height))
            case .minYEdge:
                let d = min(max(atDistance, 0), r.height)
                return (CGRect(x: r.minX, y: r.minY, width: r.width, height: d),
                        CGRect(x: r.minX, y: r.minY + d, width: r.width, height: r.height - d))
            case .maxYEdge:
                let d = min(max(atDistance, 0), r.height)
                return (CGRect(x: r.minX, y: r.maxY - d, width: r.width, height: d),
                        CGRect(x: r.minX, y: r.minY, width: r.width, height: r.height - d))
            }
        }
        /// The smallest rectangle that contains this one's corners mapped through `t`.
        func applying(_ t: CGAffineTransform) -> CGRect {
            let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                           CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
            let xs = corners.map { $0.x }, ys = corners.map { $0.y }
            let x = xs.min() ?? 0, y = ys.min() ?? 0
            return CGRect(x: x, y: y, width: (xs.max() ?? 0) - x, height: (ys.max() ?? 0) - y)
        }
    }
    """#
}
