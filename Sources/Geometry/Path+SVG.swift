extension Path {
    /// The path as compact SVG path data, absolute commands, coordinates to 3 decimals.
    ///
    /// Absolute rather than relative: rounding then never accumulates along a subpath, and each
    /// command can be read on its own. Compactness comes from the rest: horizontal and vertical
    /// lines become H and V, a repeated command letter is left out, leading zeros are dropped
    /// (".5"), and a separator is written only where the next number would otherwise run into
    /// the previous one (none before "-", none before "." after a number that has a point).
    public var svgPathData: String {
        var writer = SVGPathWriter()
        var pen = Point.zero, start = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                writer.command("M", [p.x, p.y])
                start = p
            case .line(let p):
                let (x, y) = (formatCoordinate(p.x), formatCoordinate(p.y))
                if y == formatCoordinate(pen.y) && x != formatCoordinate(pen.x) {
                    writer.command("H", [p.x])
                } else if x == formatCoordinate(pen.x) && y != formatCoordinate(pen.y) {
                    writer.command("V", [p.y])
                } else {
                    writer.command("L", [p.x, p.y])
                }
            case .quadCurve(let p, let c):
                writer.command("Q", [c.x, c.y, p.x, p.y])
            case .curve(let p, let c1, let c2):
                writer.command("C", [c1.x, c1.y, c2.x, c2.y, p.x, p.y])
            case .closeSubpath:
                writer.command("Z", [])
            }
            pen = element.endPoint ?? start
        }
        return writer.text
    }
}

/// Accumulates SVG path data with the fewest separators.
struct SVGPathWriter {
    private(set) var text = ""
    private var lastCommand: Character?

    mutating func command(_ letter: Character, _ numbers: [Double]) {
        // A repeated command letter may be left out (M repeats as L, so never omit after M).
        if letter != lastCommand || letter == "M" || letter == "Z" {
            text.append(letter)
        } else if let first = numbers.first {
            appendSeparator(before: formatCoordinate(first, omitLeadingZero: true))
        }
        lastCommand = letter
        for (index, value) in numbers.enumerated() {
            let number = formatCoordinate(value, omitLeadingZero: true)
            if index > 0 { appendSeparator(before: number) }
            text += number
        }
    }

    /// A space, unless `number` cannot run into the number already written.
    private mutating func appendSeparator(before number: String) {
        guard let last = text.last, last.isNumber || last == "." else { return }
        if number.hasPrefix("-") { return }
        if number.hasPrefix("."), let previous = lastNumber(), previous.contains(".") { return }
        text.append(" ")
    }

    /// The number at the end of the text so far.
    private func lastNumber() -> Substring? {
        let tail = text.reversed().prefix { $0.isNumber || $0 == "." }
        return tail.isEmpty ? nil : Substring(String(tail.reversed()))
    }
}
