// MARK: - Hex colours
// `Color(hex:)` is not SwiftUI's but a common extension; it accepts the CSS forms.

extension RGBA {
    /// A colour from CSS-style hex: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`, with or without `#`.
    ///
    /// - Throws: `CanvasError` naming the string when it is not one of those forms.
    public init(hex: String) throws {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        let values = digits.unicodeScalars.map { Self.hexDigitValue($0) }
        guard [3, 4, 6, 8].contains(values.count), !values.contains(nil) else {
            throw CanvasError("Color(hex: \"\(hex)\"): expected #rgb, #rgba, #rrggbb or #rrggbbaa with hex digits 0-9, a-f")
        }
        let nibbles = values.compactMap { $0 }
        let bytes: [Double]
        if nibbles.count <= 4 {
            bytes = nibbles.map { Double($0 * 17) }  // #abc means #aabbcc
        } else {
            bytes = stride(from: 0, to: nibbles.count, by: 2).map { Double(nibbles[$0] * 16 + nibbles[$0 + 1]) }
        }
        let alpha = bytes.count == 4 ? bytes[3] / 255 : 1
        self.init(red: bytes[0] / 255, green: bytes[1] / 255, blue: bytes[2] / 255, alpha: alpha)
    }

    private static func hexDigitValue(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "0"..."9": Int(scalar.value - 48)
        case "a"..."f": Int(scalar.value - 97 + 10)
        case "A"..."F": Int(scalar.value - 65 + 10)
        default: nil
        }
    }
}
