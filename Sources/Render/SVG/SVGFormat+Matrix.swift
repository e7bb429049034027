import Geometry

extension SVGFormat {
    /// `matrix(a b c d e f)` for a `transform`, `gradientTransform` or `patternTransform`.
    ///
    /// The linear part keeps 6 decimals (a 3-decimal cosine would move a point 300 points from
    /// the origin by up to 0.15 point); the translation keeps the usual 3.
    static func matrix(_ t: Transform) -> String {
        let linear = [t.a, t.b, t.c, t.d].map { fine($0) }
        return "matrix(" + (linear + [number(t.tx), number(t.ty)]).joined(separator: " ") + ")"
    }

    /// `value` to 6 decimals, trailing zeros dropped.
    private static func fine(_ value: Double) -> String {
        decimal(value, places: 6, below: 1e9)
    }
}
