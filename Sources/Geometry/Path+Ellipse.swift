/// The cubic Bézier handle length for a quarter circle of radius 1 (error ≈ 2.7e-4 × radius).
///
/// 4/3·tan(π/8), the classic choice that puts the curve's midpoint on the circle.
let quarterArcKappa = 0.5522847498307936

extension Path {
    /// Adds a closed ellipse inscribed in `rect`: four cubics, clockwise on screen, starting at
    /// the right-hand point as CoreGraphics does.
    public mutating func addEllipse(in rect: Rect) {
        let r = rect.standardized
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        let (kx, ky) = (rx * quarterArcKappa, ry * quarterArcKappa)
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        closeSubpath()
    }

    /// A closed ellipse inscribed in `rect`, as `Path(ellipseIn:)`.
    public init(ellipseIn rect: Rect) {
        self.init()
        addEllipse(in: rect)
    }

    /// A closed rectangle, as `Path(_ rect:)`.
    public init(_ rect: Rect) {
        self.init()
        addRect(rect)
    }
}
