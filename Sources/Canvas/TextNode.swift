import Geometry

/// `Text`: its measured size. Offered a width narrower than its single line, it wraps at spaces
/// (greedily, like SwiftUI's default line breaking); a word longer than the width is broken between
/// characters (TextNode+Lines.swift). With a line limit, or offered a height too short for all its
/// lines, the lines past it are dropped (the first is always kept) and the last kept line is cut
/// with "…" at its end, start or middle (`truncationMode`). Lines line up by `alignment` (leading unless `.multilineTextAlignment`), each as tall as
/// its tallest font's line height, with the baseline at its tallest ascender. Glyphs are filled as
/// outlines, one fill per run with all its lines, so PNG and SVG show the same text; colour emoji
/// are drawn after them as images (`EmojiFace`).
///
/// A plain `Text("…")` is one run; `Text + Text` gives several, each with its own font, colour and
/// spacing, wrapped together as one paragraph. A run may be an image (`Text(Image(…))`,
/// `InlineImage`), laid out as one more character of its word; a line grows to hold it.
final class TextNode: LayoutNode {
    /// A run with its attributes resolved against the environment.
    struct Run {
        var string: String
        var font: Font
        var foreground: ShapeStyle
        /// Points added after each character (kerning or tracking).
        var spacing: Double
        var isUnderlined: Bool
        var isStruckThrough: Bool
        /// The image this run is, whose string is then U+FFFC (`TextRun.image`).
        var image: InlineImage? = nil
        /// Points the run is drawn above the line's baseline (`.baselineOffset`); its line grows
        /// to hold it, as SwiftUI's does.
        var baselineOffset: Double = 0
    }

    /// A piece of one line: characters of one run, laid out together.
    struct Piece {
        var run: Int
        var text: String
    }

    let runs: [Run]
    let alignment: TextAlignment
    let lineLimit: Int?
    /// Where the last kept line of a cut text shows its "…" (`.truncationMode`).
    let truncationMode: TruncationMode
    /// The least fraction of its size a one-line text shrinks to when it does not fit the width
    /// offered (`.minimumScaleFactor`; 1: it is cut instead).
    let minimumScaleFactor: Double
    /// Drawn as placeholder bars, one per run on each line, in place of its glyphs
    /// (`.redacted(reason: .placeholder)`, Surface/Redaction.swift); laid out as the text is.
    let isRedacted: Bool
    private let library: FontLibrary

    init(runs: [Run], alignment: TextAlignment = .leading, lineLimit: Int? = nil, truncationMode: TruncationMode = .tail,
         minimumScaleFactor: Double = 1, isRedacted: Bool = false, library: FontLibrary = .shared) {
        self.runs = runs
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.minimumScaleFactor = minimumScaleFactor
        self.isRedacted = isRedacted
        self.library = library
    }

    convenience init(text: String, font: Font, foreground: ShapeStyle, alignment: TextAlignment = .leading) {
        self.init(runs: [Run(string: text, font: font, foreground: foreground, spacing: 0,
                             isUnderlined: false, isStruckThrough: false)], alignment: alignment)
    }

    // MARK: - Measuring

    func layout(_ piece: Piece) throws -> TextLine {
        try library.layoutLine(piece.text, font: runs[piece.run].font, spacing: runs[piece.run].spacing)
    }

    /// The advance of `piece`: its glyphs', or its images' widths.
    func width(of piece: Piece) throws -> Double {
        let run = runs[piece.run]
        guard let image = run.image else { return try layout(piece).width }
        return image.placement(in: run.font).size.width * Double(piece.text.count)
    }

    func width(of line: [Piece]) throws -> Double {
        try line.reduce(0) { $0 + (try width(of: $1)) }
    }

    /// Line height and ascender of a line: those of its tallest font (the first run's for an empty
    /// line), the line taller by what its images, and its runs raised or lowered by a
    /// `.baselineOffset`, reach above or below them (SwiftUI's line grows by a run's offset, so a
    /// superscript does not reach into the line above).
    func metrics(of line: [Piece]) throws -> FontMetrics {
        let fonts = line.isEmpty ? [runs.first?.font ?? .body] : line.map { runs[$0.run].font }
        var best = try library.metrics(for: fonts[0])
        for font in fonts.dropFirst() {
            let metrics = try library.metrics(for: font)
            best = FontMetrics(ascender: max(best.ascender, metrics.ascender), descender: max(best.descender, metrics.descender),
                               lineHeight: max(best.lineHeight, metrics.lineHeight))
        }
        for piece in line {
            let (top, bottom) = try extent(of: runs[piece.run])
            let above = max(top - best.ascender, 0), below = max(bottom - best.descender, 0)
            best = FontMetrics(ascender: best.ascender + above, descender: best.descender + below,
                               lineHeight: best.lineHeight + above + below)
        }
        return best
    }

    /// How far `run` reaches above and below its line's baseline: its image's top and bottom, or
    /// its font's ascender and descender, moved up by its baseline offset.
    private func extent(of run: Run) throws -> (above: Double, below: Double) {
        if let (size, descent) = run.image?.placement(in: run.font) {
            return (size.height - descent + run.baselineOffset, descent - run.baselineOffset)
        }
        guard run.baselineOffset != 0 else { return (0, 0) }
        let metrics = try library.metrics(for: run.font)
        return (metrics.ascender + run.baselineOffset, metrics.descender - run.baselineOffset)
    }

    /// This text with every font scaled to fit `width` on its lines, as SwiftUI shrinks text with
    /// a `minimumScaleFactor` (a ring's 500-point percentage in its 140-point middle), nil when
    /// it fits, may not shrink or no width is offered. The scale is the width over the line's
    /// width, at least the factor. Only a one-line text (`.lineLimit(1)`) shrinks: longer text
    /// wraps first (SwiftUI shrinks it only when its lines overflow the height too).
    private func shrunk(toFit width: Double?) throws -> TextNode? {
        guard minimumScaleFactor < 1, lineLimit == 1, let width, width.isFinite, width >= 0 else { return nil }
        let widest = try lines(width: nil).map { try self.width(of: $0) }.max() ?? 0
        guard widest > width + 1e-9, widest > 0 else { return nil }
        let scale = max(minimumScaleFactor, width / widest)
        let scaled = runs.map { run -> Run in
            var run = run
            run.font.size *= scale
            run.spacing *= scale
            return run
        }
        return TextNode(runs: scaled, alignment: alignment, lineLimit: lineLimit, truncationMode: truncationMode,
                        isRedacted: isRedacted, library: library)
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        if let smaller = try shrunk(toFit: proposal.width) { return try smaller.sizeThatFits(proposal) }
        let lines = try lines(width: proposal.width, height: proposal.height)
        var size = Size.zero
        for line in lines {
            size.width = max(size.width, try width(of: line))
            size.height += try metrics(of: line).lineHeight
        }
        return size
    }

    /// The text's baselines, from its top, as SwiftUI's `firstTextBaseline` and
    /// `lastTextBaseline` guides: the first and last lines' ascenders down from their tops.
    override func explicitAlignment(_ key: AlignmentKey, size: Size) throws -> Double? {
        guard case .vertical(let alignment) = key, alignment.isTextBaseline else { return nil }
        if let smaller = try shrunk(toFit: size.width + 1e-9) { return try smaller.explicitAlignment(key, size: size) }
        var top = 0.0
        var baselines: [Double] = []
        for line in try lines(width: size.width + 1e-9, height: size.height + 1e-9) {
            let metrics = try metrics(of: line)
            baselines.append(top + metrics.ascender)
            top += metrics.lineHeight
        }
        return alignment == .firstTextBaseline ? baselines.first : baselines.last
    }

    // MARK: - Drawing

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        if let smaller = try shrunk(toFit: rect.width + 1e-9) { return try smaller.draw(in: rect, context: &context) }
        if isRedacted { return try drawPlaceholderBars(in: rect, context: &context) }
        var paths = [Path](repeating: Path(), count: runs.count)
        var emoji: [(pixels: ImagePixels, rect: Rect)] = []
        var images: [(image: InlineImage, rect: Rect, foreground: ShapeStyle)] = []
        var top = rect.origin.y
        // Allow for rounding: the rect is the size this text chose, so it must not wrap again.
        let (lines, brokeWord, isCutByHeight) = try layoutLines(width: rect.width + 1e-9, height: rect.height + 1e-9)
        TextCuts.note(width: brokeWord, height: isCutByHeight)
        for line in lines {
            let metrics = try metrics(of: line)
            let lineWidth = try width(of: line)
            var x = rect.origin.x + max(rect.width - lineWidth, 0) * alignment.horizontal.fraction
            let lineBaseline = top + metrics.ascender
            for piece in line {
                let run = runs[piece.run]
                let baseline = lineBaseline - run.baselineOffset
                if let image = run.image {
                    let (size, descent) = image.placement(in: run.font)
                    for _ in piece.text {
                        images.append((image, Rect(x: x, y: baseline + descent - size.height, width: size.width, height: size.height), run.foreground))
                        x += size.width
                    }
                    continue
                }
                let laidOut = try layout(piece)
                paths[piece.run].addPath(try library.path(for: laidOut, font: run.font, baselineOrigin: Point(x: x, y: baseline)))
                emoji += try library.emojiImages(for: laidOut, font: run.font, baselineOrigin: Point(x: x, y: baseline))
                if run.isUnderlined { paths[piece.run].addRect(decoration(x, laidOut.width, baseline + run.font.size * 0.12, run.font)) }
                if run.isStruckThrough { paths[piece.run].addRect(decoration(x, laidOut.width, baseline - run.font.size * 0.3, run.font)) }
                x += laidOut.width
            }
            top += metrics.lineHeight
        }
        for (index, run) in runs.enumerated() {
            try context.fill(paths[index], paint: ShapeStyle.foreground.resolved(in: rect, foreground: run.foreground), rule: .nonZero)
        }
        for (image, place, foreground) in images { try image.draw(in: place, foreground: foreground, context: &context) }
        // Colour emoji keep their own colours, whatever the run's foreground.
        for (pixels, place) in emoji { try context.image(pixels, in: place) }
    }

    /// An underline or strikethrough: a bar a seventeenth of the font size thick, centred on `y`.
    private func decoration(_ x: Double, _ width: Double, _ y: Double, _ font: Font) -> Rect {
        let thickness = font.size / 17
        return Rect(x: x, y: y - thickness / 2, width: width, height: thickness)
    }
}
