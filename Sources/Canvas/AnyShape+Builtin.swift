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
        var circle = AnyShape(name: "Circle", makePath: { Path(ellipseIn: centredSquare(in: $0)) },
                              makeInsetPath: { Path(ellipseIn: centredSquare(in: $0).insetBy(dx: $1, dy: $1)) })
        circle.isSquareFromOneLength = true
        return circle
    }

    /// `RoundedRectangle(cornerRadius:style:)`: the rect with equal corner radii (clamped to half the
    /// shorter side, so an oversized radius gives a capsule). Insetting also shrinks the radius by
    /// the inset, as SwiftUI's `RoundedRectangle.inset(by:)`.
    public static func roundedRectangle(cornerRadius: Double, style: RoundedCornerStyle = .circular) -> AnyShape {
        let shape = roundedRectangle(cornerSize: Size(width: cornerRadius, height: cornerRadius), style: style)
        return AnyShape(name: "RoundedRectangle(cornerRadius: \(cornerRadius.shortDescription))", makePath: shape.makePath,
                        makeInsetPath: { try shape.insetPath(in: $0, by: $1) })
    }

    /// `RoundedRectangle(cornerSize:style:)`: elliptical corners of `cornerSize`.
    public static func roundedRectangle(cornerSize: Size, style: RoundedCornerStyle = .circular) -> AnyShape {
        AnyShape(name: "RoundedRectangle(cornerSize: \(cornerSize.width.shortDescription)×\(cornerSize.height.shortDescription))",
                 makePath: { Path(roundedRect: $0, cornerSize: cornerSize, style: style) },
                 makeInsetPath: { rect, amount in
                     let corner = Size(width: max(cornerSize.width - amount, 0), height: max(cornerSize.height - amount, 0))
                     return Path(roundedRect: rect.insetBy(dx: amount, dy: amount), cornerSize: corner, style: style)
                 })
    }

    /// `Capsule(style:)`: a rounded rectangle whose corner radius is half its shorter side.
    public static func capsule(style: RoundedCornerStyle = .circular) -> AnyShape {
        func capsulePath(_ rect: Rect) -> Path {
            let radius = min(abs(rect.width), abs(rect.height)) / 2
            return Path(roundedRect: rect, cornerRadius: radius, style: style)
        }
        return AnyShape(name: "Capsule", makePath: capsulePath,
                        makeInsetPath: { capsulePath($0.insetBy(dx: $1, dy: $1)) })
    }

    /// The largest square centred in `rect`: where `Circle` draws.
    static func centredSquare(in rect: Rect) -> Rect {
        let r = rect.standardized
        let side = min(r.width, r.height)
        return Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side)
    }
}
