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
        guard value.isFinite, abs(value) < limit else { return "0" }
        var unit = 1
        for _ in 0..<places { unit *= 10 }
        let scaled = Int((abs(value) * Double(unit)).rounded())
        guard scaled != 0 else { return "0" }
        var text = value < 0 ? "-" : ""
        text += String(scaled / unit)
        var fraction = scaled % unit
        if fraction != 0 {
            var digits = places
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
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
        var text = ""
        text.reserveCapacity(path.elements.count * 16)
        func append(_ command: String, _ points: Point...) {
            if !text.isEmpty { text += " " }
            text += command
            for (index, point) in points.enumerated() {
                if index > 0 { text += " " }
                text += number(point.x)
                text += " "
                text += number(point.y)
            }
        }
        for (index, element) in path.elements.enumerated() {
            if index & 4095 == 4095, resources?.isInterruptRequested == true { break }
            switch element {
            case .move(let p): append("M", p)
            case .line(let p): append("L", p)
            case .quadCurve(let p, let c): append("Q", c, p)
            case .curve(let p, let c1, let c2): append("C", c1, c2, p)
            case .closeSubpath: append("Z")
            }
        }
        return text
    }
}
