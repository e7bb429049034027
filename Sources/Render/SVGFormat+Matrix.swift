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
        guard value.isFinite, abs(value) < 1e9 else { return "0" }
        let millionths = Int((abs(value) * 1_000_000).rounded())
        guard millionths != 0 else { return "0" }
        var text = (value < 0 ? "-" : "") + String(millionths / 1_000_000)
        var fraction = millionths % 1_000_000
        if fraction != 0 {
            var digits = 6
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }
}
