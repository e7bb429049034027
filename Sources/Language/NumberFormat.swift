import Foundation

/// How numbers print: whole numbers without a fractional part, others as Swift prints a
/// Double (the shortest text that reads back as the same number).
enum NumberFormat {
    static func text(_ x: Double) -> String {
        if x.isNaN { return "nan" }
        if x.isInfinite { return x < 0 ? "-inf" : "inf" }
        if x == x.rounded(), abs(x) < 1e16 { return String(Int64(x)) }
        return "\(x)"
    }

    /// Formats `value` with a printf-style specifier such as `%.1f`, `%5.2f`, `%.0F`, `%d`, `%e`.
    ///
    /// Only one conversion of a number is allowed (checked here, so that a specifier can never
    /// make the C formatter read an argument that is not there).
    static func printf(_ specifier: String, value: Value, at location: SourceLocation) throws -> String {
        guard case .number(let x) = value else {
            throw LanguageError.runtime("a specifier formats numbers, not this value", at: location)
        }
        let chars = Array(specifier)
        var conversion: Character?
        var i = 0
        while i < chars.count {
            if chars[i] == "%" {
                if i + 1 < chars.count, chars[i + 1] == "%" { i += 2; continue }
                guard conversion == nil else {
                    throw LanguageError.runtime("the specifier \"\(specifier)\" has more than one conversion", at: location)
                }
                i += 1
                while i < chars.count, "-+ #0".contains(chars[i]) { i += 1 }
                while i < chars.count, chars[i].isNumber { i += 1 }
                if i < chars.count, chars[i] == "." {
                    i += 1
                    while i < chars.count, chars[i].isNumber { i += 1 }
                }
                while i < chars.count, "lhLqjzt".contains(chars[i]) { i += 1 }
                guard i < chars.count, "fFeEgGaAdixXo".contains(chars[i]) else {
                    throw LanguageError.runtime("unsupported specifier \"\(specifier)\": use a number conversion such as %.1f, %e or %d", at: location)
                }
                conversion = chars[i]
            }
            i += 1
        }
        guard let conversion else { return specifier }
        if "dixXo".contains(conversion) {
            guard x.isFinite, abs(x) < 9.2e18 else { return text(x) }
            let cleaned = specifier.replacingOccurrences(of: "ll", with: "").replacingOccurrences(of: "l", with: "")
            let withLong = cleaned.replacingOccurrences(of: String(conversion), with: "ll" + String(conversion))
            return String(format: withLong, Int64(x))
        }
        return String(format: specifier, x)
    }
}
