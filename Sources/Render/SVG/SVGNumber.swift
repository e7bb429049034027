import Foundation
import Canvas
import Geometry

/// Number and colour formatting for the SVG writer: short, stable, locale-free.
enum SVGFormat {
    /// `value` rounded to 3 decimals with trailing zeros dropped: `12`, `0.5`, `-3.142`.
    ///
    /// 3 decimals of a point is 1/500 of a device pixel at scale 2, far below what anti-aliasing
    /// can show. Non-finite values become `0` so the document stays well-formed.
    static func number(_ value: Double) -> String {
        decimal(value, places: 3, below: 1e15)
    }

    /// `value` rounded to `places` decimals (at most 9) with trailing zeros dropped; `0` for a
    /// non-finite value or one whose magnitude is not below `limit` (which keeps the scaled
    /// integer far from overflow).
    static func decimal(_ value: Double, places: Int, below limit: Double) -> String {
        var bytes: [UInt8] = []
        appendDecimal(value, places: places, below: limit, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `number(value)`'s ASCII digits to `bytes`.
    static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        appendDecimal(value, places: 3, below: 1e15, to: &bytes)
    }

    /// Appends `decimal(value, places:below:)`'s ASCII digits to `bytes`.
    ///
    /// The digits go straight into the buffer, with no String made per number: path data is most
    /// of a figure's SVG, and live views write it on every change of a control.
    static func appendDecimal(_ value: Double, places: Int, below limit: Double, to bytes: inout [UInt8]) {
        let places = min(max(places, 0), 9)
        var unit = 1
        for _ in 0..<places { unit *= 10 }
        // The second bound keeps the scaled integer in range whatever `limit` a caller gives.
        guard value.isFinite, abs(value) < limit, abs(value) * Double(unit) < 9e18 else {
            return bytes.append(UInt8(ascii: "0"))
        }
        let scaled = Int((abs(value) * Double(unit)).rounded())
        guard scaled != 0 else { return bytes.append(UInt8(ascii: "0")) }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(of: scaled / unit, to: &bytes)
        var fraction = scaled % unit
        guard fraction != 0 else { return }
        var digits = places
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        bytes.append(UInt8(ascii: "."))
        appendDigits(of: fraction, width: digits, to: &bytes)
    }

    /// Appends the decimal digits of a non-negative `value`, with leading zeros up to `width`.
    private static func appendDigits(of value: Int, width: Int = 1, to bytes: inout [UInt8]) {
        var divisor = 1, count = 1
        while divisor <= value / 10 {
            divisor *= 10
            count += 1
        }
        for _ in count..<max(count, width) { bytes.append(UInt8(ascii: "0")) }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// `text` with `&`, `<` and `>` escaped, for element content.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// ` property="#rrggbb"` for a colour, or `currentColor` for a semantic one (it follows the
    /// page), with `class="secondary-property"` for `Color.secondary`, whose grey the document's
    /// style sheet gives (`SVGWriter.appearanceStyle`).
    static func colorAttribute(_ color: RGBA, as property: String) -> String {
        switch color.semantic {
        case nil: " \(property)=\"\(hexColor(red: color.red, green: color.green, blue: color.blue))\""
        case .primary: " \(property)=\"currentColor\""
        case .secondary: " \(property)=\"currentColor\" class=\"secondary-\(property)\""
        }
    }

    /// The properties a colour is written in (`colorAttribute`).
    static let semanticProperties = ["fill", "stroke", "stop-color", "flood-color"]

    /// `#rrggbb` for a colour's red, green and blue (clamped, rounded to 8 bits).
    static func hexColor(red: Double, green: Double, blue: Double) -> String {
        let hexDigits = Array("0123456789abcdef")
        var text = "#"
        for component in [red, green, blue] {
            let byte = Int((component.clampedToUnit * 255).rounded())
            text.append(hexDigits[byte >> 4])
            text.append(hexDigits[byte & 15])
        }
        return text
    }
}

extension SVGFormat {
    /// SVG path data for `path` with `number`'s 3-decimal coordinates: `M`, `L`, `Q`, `C`, `Z`.
    ///
    /// Geometry's `svgPathData` writes the same geometry more compactly, but formats numbers
    /// through Foundation's `String(format:)`, which measured at about half of the time of a
    /// typical figure's SVG; this writer keeps figure output within the few-millisecond budget.
    ///
    /// Once the thread's `ResourceContext` is interrupted it stops early (every 4,096 elements);
    /// the SVG writer's next checkpoint throws, so the partial text is never used.
    static func pathData(_ path: Path) -> String {
        let resources = ResourceContext.current
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.elements.count * 24)
        func append(_ command: UInt8, _ points: Point...) {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
            bytes.append(command)
            for (index, point) in points.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: " ")) }
                appendNumber(point.x, to: &bytes)
                bytes.append(UInt8(ascii: " "))
                appendNumber(point.y, to: &bytes)
            }
        }
        for (index, element) in path.elements.enumerated() {
            if index & 4095 == 4095, resources?.isInterruptRequested == true { break }
            switch element {
            case .move(let p): append(UInt8(ascii: "M"), p)
            case .line(let p): append(UInt8(ascii: "L"), p)
            case .quadCurve(let p, let c): append(UInt8(ascii: "Q"), c, p)
            case .curve(let p, let c1, let c2): append(UInt8(ascii: "C"), c1, c2, p)
            case .closeSubpath: append(UInt8(ascii: "Z"))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
