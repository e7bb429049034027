/// Reads SVG path data (the `d` attribute) into path elements, following the grammar of SVG 1.1
/// §8.3 and SVG 2's path data: every command M L H V C S Q T A Z in absolute and relative form,
/// implicit repetition (extra coordinates repeat the command; after M/m they are lines),
/// numbers such as `1e-3`, `.5.5` (two numbers) and `-1-2` (two numbers), and arc flags written
/// without separators (`a1 1 0 00 1 1`).
///
/// Errors name the character position (1-based) and what was expected there.
struct SVGPathParser {
    private let bytes: [UInt8]
    private var index = 0
    private var path = Path()
    /// The point the last command ended at, and the start of the current subpath.
    private var current = Point.zero
    private var subpathStart = Point.zero
    /// The second control point of the last C/S (or the control of the last Q/T), for reflection.
    private var lastCubicControl: Point?
    private var lastQuadControl: Point?

    init(_ text: String) { bytes = Array(text.utf8) }

    /// Parses the whole text.
    /// - Throws: `GeometryError` naming the position of the first thing that is not path data.
    mutating func parse() throws(GeometryError) -> Path {
        skipSeparators()
        guard index < bytes.count else { return path }
        guard bytes[index] == UInt8(ascii: "M") || bytes[index] == UInt8(ascii: "m") else {
            throw error("path data must start with a move command (M or m)")
        }
        var command = try readCommand()
        while true {
            try run(command)
            skipSeparators()
            guard index < bytes.count else { return path }
            if isNumberStart(bytes[index]) {
                // Implicit repetition; a repeated move is a line.
                guard command != UInt8(ascii: "Z"), command != UInt8(ascii: "z") else {
                    throw error("a number cannot follow Z; expected a command letter")
                }
                if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
                if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
            } else {
                command = try readCommand()
            }
        }
    }

    // MARK: - Commands

    private mutating func run(_ command: UInt8) throws(GeometryError) {
        let isRelative = command >= UInt8(ascii: "a")
        let base = isRelative ? current : .zero
        let upper = isRelative ? command - 32 : command
        var cubicControl: Point?
        var quadControl: Point?
        switch upper {
        case UInt8(ascii: "M"):
            let p = try readPoint() + base
            path.move(to: p)
            current = p
            subpathStart = p
        case UInt8(ascii: "L"):
            let p = try readPoint() + base
            lineTo(p)
        case UInt8(ascii: "H"):
            let x = try readNumber() + base.x
            lineTo(Point(x: x, y: current.y))
        case UInt8(ascii: "V"):
            let y = try readNumber() + base.y
            lineTo(Point(x: current.x, y: y))
        case UInt8(ascii: "C"):
            let c1 = try readPoint() + base, c2 = try readPoint() + base, p = try readPoint() + base
            curveTo(p, c1, c2)
            cubicControl = c2
        case UInt8(ascii: "S"):
            let c1 = reflected(lastCubicControl)
            let c2 = try readPoint() + base, p = try readPoint() + base
            curveTo(p, c1, c2)
            cubicControl = c2
        case UInt8(ascii: "Q"):
            let c = try readPoint() + base, p = try readPoint() + base
            quadTo(p, c)
            quadControl = c
        case UInt8(ascii: "T"):
            let c = reflected(lastQuadControl)
            let p = try readPoint() + base
            quadTo(p, c)
            quadControl = c
        case UInt8(ascii: "A"):
            let rx = try readNumber(), ry = try readNumber(), rotation = try readNumber()
            let largeArc = try readFlag(), sweep = try readFlag()
            let p = try readPoint() + base
            ensureSubpath()
            let arc = SVGEllipticalArc(from: current, to: p, rx: rx, ry: ry, xAxisRotationDegrees: rotation,
                                       largeArc: largeArc, sweep: sweep)
            for element in arc.elements() { path.append(element) }
            current = p
        case UInt8(ascii: "Z"):
            path.closeSubpath()
            current = subpathStart
        default:
            throw error("unknown path command '\(String(decoding: [command], as: UTF8.self))'")
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    /// The reflection of the previous control point about the current point (or the current
    /// point itself when the previous command was of another kind), as S and T require.
    private func reflected(_ control: Point?) -> Point {
        guard let control else { return current }
        return current * 2 - control
    }

    /// SVG allows drawing after Z without a move: the new subpath starts at the old start.
    private mutating func ensureSubpath() {
        if path.currentPoint == nil || path.elements.last == .closeSubpath { path.move(to: current) }
    }

    private mutating func lineTo(_ p: Point) {
        ensureSubpath()
        path.addLine(to: p)
        current = p
    }

    private mutating func curveTo(_ p: Point, _ c1: Point, _ c2: Point) {
        ensureSubpath()
        path.addCurve(to: p, control1: c1, control2: c2)
        current = p
    }

    private mutating func quadTo(_ p: Point, _ c: Point) {
        ensureSubpath()
        path.addQuadCurve(to: p, control: c)
        current = p
    }

    // MARK: - Tokens

    private func error(_ message: String) -> GeometryError {
        GeometryError("SVG path data, character \(index + 1): \(message)")
    }

    private mutating func readCommand() throws(GeometryError) -> UInt8 {
        let byte = bytes[index]
        guard "MmLlHhVvCcSsQqTtAaZz".utf8.contains(byte) else {
            throw error("expected a path command (one of M L H V C S Q T A Z), found '\(String(decoding: [byte], as: UTF8.self))'")
        }
        index += 1
        return byte
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == UInt8(ascii: ",")
    }

    private mutating func skipSeparators() {
        while index < bytes.count, Self.isSeparator(bytes[index]) { index += 1 }
    }

    private func isNumberStart(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }

    private mutating func readPoint() throws(GeometryError) -> Point {
        let x = try readNumber()
        let y = try readNumber()
        return Point(x: x, y: y)
    }

    /// An arc flag: a single 0 or 1, which needs no separator after it.
    private mutating func readFlag() throws(GeometryError) -> Bool {
        skipSeparators()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw error("expected an arc flag (0 or 1)")
        }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1")
    }

    /// A number: sign, digits, optional fraction, optional exponent. It ends where the grammar
    /// says, so `.5.5` is two numbers and `-1-2` is two numbers.
    private mutating func readNumber() throws(GeometryError) -> Double {
        skipSeparators()
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - from
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var count = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            count += digits()
        }
        guard count > 0 else {
            index = start
            throw error(index < bytes.count ? "expected a number" : "expected a number, found the end of the data")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            let exponentStart = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            // An "e" not followed by digits is not part of the number.
            if digits() == 0 { index = exponentStart }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("'\(text)' is not a finite number")
        }
        return value
    }
}

extension Path {
    /// A path from SVG path data (the `d` attribute of `<path>`): every command, absolute and
    /// relative, with elliptical arcs converted to cubics (radial error ≤ 4.2e-6 × radius).
    /// - Throws: `GeometryError` naming the character position of the first problem.
    public init(svgPathData: String) throws(GeometryError) {
        var parser = SVGPathParser(svgPathData)
        self = try parser.parse()
    }
}
