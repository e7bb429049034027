import Geometry

/// `Text`: its measured size. Offered a width narrower than its single line, it wraps at spaces
/// (greedily, like SwiftUI's default line breaking); a word longer than the width stays on its own
/// line and sticks out. Lines are leading-aligned, each `lineHeight` tall with the baseline at the
/// ascender. Glyphs are filled as outlines, so PNG and SVG show the same text.
final class TextNode: LayoutNode {
    let text: String
    let font: Font
    let foreground: ShapeStyle
    private let library: FontLibrary

    init(text: String, font: Font, foreground: ShapeStyle, library: FontLibrary = .shared) {
        self.text = text
        self.font = font
        self.foreground = foreground
        self.library = library
    }

    /// The lines of text for a width (nil: no wrapping), each laid out.
    private func lines(width: Double?) throws -> [TextLine] {
        var result: [TextLine] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let whole = try library.layoutLine(String(paragraph), font: font)
            guard let width, whole.width > width else {
                result.append(whole)
                continue
            }
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if !current.isEmpty, try library.layoutLine(candidate, font: font).width > width {
                    result.append(try library.layoutLine(current, font: font))
                    current = String(word)
                } else {
                    current = candidate
                }
            }
            result.append(try library.layoutLine(current, font: font))
        }
        return result
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        let lines = try lines(width: proposal.width)
        let metrics = try library.metrics(for: font)
        return Size(width: lines.map(\.width).max() ?? 0, height: Double(lines.count) * metrics.lineHeight)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        let metrics = try library.metrics(for: font)
        var path = Path()
        // Allow for rounding: the rect is the width this text chose, so it must not wrap again.
        for (number, line) in try lines(width: rect.width + 1e-9).enumerated() {
            let baseline = Point(x: rect.origin.x, y: rect.origin.y + Double(number) * metrics.lineHeight + metrics.ascender)
            path.addPath(try library.path(for: line, font: font, baselineOrigin: baseline))
        }
        try context.fill(path, paint: ShapeStyle.foreground.resolved(in: rect, foreground: foreground), rule: .nonZero)
    }
}
