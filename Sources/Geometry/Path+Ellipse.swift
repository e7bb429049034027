extension Path {
    /// Adds a closed ellipse inscribed in `rect`, clockwise on screen from the right-hand point as
    /// CoreGraphics does.
    ///
    /// The ellipse is a unit circle of eight 45° cubics (radial error ≤ 4.2e-6, area exact; see
    /// `CircularArc`) stretched onto the rectangle, so it strays from the true ellipse by at most
    /// 4.2e-6 × the larger semi-axis and its bounding box is exactly `rect`. A rectangle with a non-finite coordinate adds nothing.
    public mutating func addEllipse(in rect: Rect) {
        let r = rect.standardized
        guard r.origin.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let stretch = Transform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
        let circle = CircularArc(center: .zero, radius: 1, startAngle: 0, sweep: 2 * Double.pi)
        move(to: stretch.apply(to: circle.startPoint))
        for element in circle.cubicElements() { append(element.applying(stretch)) }
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
