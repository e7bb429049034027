extension Path {
    /// The outline of this path stroked with `style`, to be filled with the nonzero rule, as
    /// SwiftUI's `strokedPath(_:)`.
    ///
    /// Curves are offset as curves: each offset is a chain of cubics within `tolerance` of the
    /// true offset curve (see `OffsetPiece`); round caps and joins are arcs with radial error
    /// ≤ 4.2e-6 × half the line width. Caps, joins, the miter limit and dashes follow
    /// CoreGraphics (see `Stroker` and `Dasher`). Bad input gives an empty path rather than a
    /// trap: a line width that is not positive and finite, a non-finite coordinate anywhere in
    /// the path, or a non-finite miter limit; a tolerance that is not positive and finite is
    /// replaced by 0.01.
    ///
    /// Once the thread's `ResourceContext` is interrupted, stroking stops early with part of the
    /// outline; the caller's next checkpoint then throws.
    public func strokedPath(_ style: StrokeStyle, tolerance: Double = 0.01) -> Path {
        guard style.lineWidth.isFinite, style.lineWidth > 0, !style.miterLimit.isNaN, isFinite else { return Path() }
        let tol = tolerance.isFinite && tolerance > 0 ? tolerance : 0.01
        let stroker = Stroker(style: style, tolerance: tol)
        guard let dasher = Dasher(style: style) else { return stroker.outline(of: self) }
        let dashes = dasher.dashes(of: self)
        var outline = stroker.outline(of: dashes.path)
        for dot in dashes.dots { stroker.addDot(at: dot.center, direction: dot.direction, into: &outline) }
        return outline
    }

    /// True when every coordinate of every element is finite.
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): return p.isFinite
            case .quadCurve(let p, let c): return p.isFinite && c.isFinite
            case .curve(let p, let c1, let c2): return p.isFinite && c1.isFinite && c2.isFinite
            case .closeSubpath: return true
            }
        }
    }
}
