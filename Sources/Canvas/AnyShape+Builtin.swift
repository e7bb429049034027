import Geometry

// MARK: - SwiftUI's builtin shapes
// Each fills the rect it is given and is insettable: insetting shrinks the rect.

extension AnyShape {
    /// `Rectangle()`: the whole rect.
    public static var rectangle: AnyShape {
        AnyShape(name: "Rectangle", makePath: { Path($0) }, makeInsetPath: { Path($0.insetBy(dx: $1, dy: $1)) })
    }

    /// `Ellipse()`: the ellipse inscribed in the rect.
    public static var ellipse: AnyShape {
        AnyShape(name: "Ellipse", makePath: { Path(ellipseIn: $0) },
                 makeInsetPath: { Path(ellipseIn: $0.insetBy(dx: $1, dy: $1)) })
    }

    /// `Circle()`: the largest circle centred in the rect (its diameter is the shorter side).
    public static var circle: AnyShape {
        AnyShape(name: "Circle", makePath: { Path(ellipseIn: centredSquare(in: $0)) },
                 makeInsetPath: { Path(ellipseIn: centredSquare(in: $0).insetBy(dx: $1, dy: $1)) })
    }

    /// The largest square centred in `rect`: where `Circle` draws.
    static func centredSquare(in rect: Rect) -> Rect {
        let r = rect.standardized
        let side = min(r.width, r.height)
        return Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side)
    }
}
