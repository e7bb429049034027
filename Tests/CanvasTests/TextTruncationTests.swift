import Geometry
import Testing
@testable import Canvas

/// Breaking an over-long word between characters, cutting the last kept line with "…" (a line
/// limit, a height too short), where `truncationMode` puts the "…", and the root never cut.
@Suite struct TextTruncationTests {
    let library = FontLibrary.shared
    static let alphabet = "abcdefghijklmnopqrstuvwxyz"

    func width(_ string: String) throws -> Double { try library.layoutLine(string, font: .body).width }

    func node(_ string: String, lineLimit: Int? = nil, mode: TruncationMode = .tail) -> TextNode {
        TextNode(runs: [TextNode.Run(string: string, font: .body, foreground: .foreground, spacing: 0, isUnderlined: false,
                                     isStruckThrough: false)], lineLimit: lineLimit, truncationMode: mode)
    }

    /// Each line's text.
    func texts(_ node: TextNode, width: Double?, height: Double? = nil) throws -> [String] {
        try node.lines(width: width, height: height).map { $0.map(\.text).joined() }
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() throws {
        let limit = try width("abcdefghij") + 0.01
        let lines = try texts(node(Self.alphabet), width: limit)
        #expect(lines.first == "abcdefghij", "as many characters as fit: \(lines)")
        #expect(lines.count >= 3 && lines.joined() == Self.alphabet, "\(lines)")
        for line in lines { #expect(try width(line) <= limit) }
    }

    @Test func wordsThatFitStayWholeAndALongWordStartsItsOwnLine() throws {
        let limit = try width("short words here") + 0.01
        let lines = try texts(node("short words here \(Self.alphabet) end"), width: limit)
        #expect(lines.first == "short words here", "\(lines)")
        #expect(lines.dropFirst().first?.hasPrefix("abc") == true, "\(lines)")
        #expect(lines.joined() == "short words here" + Self.alphabet + " end" || lines.last?.hasSuffix("end") == true, "\(lines)")
        #expect(try lines.allSatisfy { try width($0) <= limit })
    }

    /// A stack probes its children with a zero width for their minimum: every word stays whole,
    /// one a line, and the text is as wide as its widest word.
    @Test func aZeroWidthProbeKeepsEveryWordWhole() throws {
        let text = node("one two three")
        #expect(try texts(text, width: 0) == ["one", "two", "three"])
        let size = try text.sizeThatFits(ProposedSize(width: 0, height: nil))
        #expect(abs(size.width - (try width("three"))) < 1e-9)
        #expect(abs(size.height - 3 * (try library.metrics(for: .body).lineHeight)) < 1e-9)
    }

    @Test func aLineLimitCutsTheLastLineWithTheRestOfItsParagraph() throws {
        let limit = try width("one two three") + 0.01
        let lines = try texts(node("one two three four five six seven eight nine", lineLimit: 2), width: limit)
        #expect(lines.count == 2 && lines[0] == "one two three", "\(lines)")
        // The second line holds as much of "four five six …" as fits, cut between characters.
        let second = try #require(lines.last)
        #expect(second.hasPrefix("four five") && second.hasSuffix("…"), "\(second)")
        #expect(try width(second) <= limit)
        let kept = String(second.dropLast())
        let next = "four five six seven eight nine".dropFirst(kept.count).first.map(String.init) ?? ""
        #expect(try width(kept + next + "…") > limit, "one more character would not fit: \(second)")
    }

    @Test func aHeightTooShortKeepsTheLinesThatFitAndCutsTheLast() throws {
        let lineHeight = try library.metrics(for: .body).lineHeight
        let text = node("one two three four five six seven eight nine")
        let limit = try width("one two three") + 0.01
        #expect(try texts(text, width: limit).count >= 4)
        let size = try text.sizeThatFits(ProposedSize(width: limit, height: 2.5 * lineHeight))
        #expect(abs(size.height - 2 * lineHeight) < 1e-9)
        let lines = try texts(text, width: limit, height: 2.5 * lineHeight)
        #expect(lines.count == 2 && lines[0] == "one two three" && lines[1].hasSuffix("…"), "\(lines)")
        // Offered less than a line, a text still shows its first line.
        #expect(abs(try text.sizeThatFits(ProposedSize(width: limit, height: 0)).height - lineHeight) < 1e-9)
        #expect(try texts(text, width: limit, height: 1) .count == 1)
    }

    @Test(arguments: [TruncationMode.head, .middle, .tail])
    func aSingleLineShowsItsEllipsisWhereTheModePutsIt(_ mode: TruncationMode) throws {
        let lines = try texts(node(Self.alphabet, lineLimit: 1, mode: mode), width: 100)
        let line = try #require(lines.count == 1 ? lines.first : nil, "\(lines)")
        #expect(try width(line) <= 100)
        let parts = line.split(separator: "…", omittingEmptySubsequences: false).map(String.init)
        #expect(parts.count == 2, "one ellipsis: \(line)")
        #expect(Self.alphabet.hasPrefix(parts[0]) && Self.alphabet.hasSuffix(parts[1]), "\(line)")
        switch mode {
        case .head: #expect(parts[0].isEmpty && parts[1].count > 5, "\(line)")
        case .tail: #expect(parts[1].isEmpty && parts[0].count > 5, "\(line)")
        case .middle: #expect(parts[0].count >= 3 && parts[0].count - parts[1].count == 1 || parts[0].count == parts[1].count, "\(line)")
        }
    }

    /// The truncation mode reaches the text from a modifier on a view around it, and the figure
    /// draws the cut line: its glyphs end within the frame.
    @Test func theModeIsTakenFromTheEnvironmentAndDrawn() throws {
        func drawn(_ mode: TruncationMode) throws -> Path {
            let view = View.text(Self.alphabet).surfaceModifier(.text(.lineLimit(1))).frame(width: 100)
                .surfaceModifier(.text(.truncationMode(mode)))
            let items = try layoutFigure(view, proposedSize: nil, description: "").displayList.items
            guard case .fill(let path, _, _) = items.first else { throw CanvasError("no text") }
            return path
        }
        let head = try drawn(.head), tail = try drawn(.tail)
        #expect(head != tail)
        let headLine = try texts(node(Self.alphabet, lineLimit: 1, mode: .head), width: 100)[0]
        let expected = try library.path(for: library.layoutLine(headLine, font: .body), font: .body,
                                        baselineOrigin: Point(x: 0, y: library.metrics(for: .body).ascender))
        #expect(head.boundingRect.maxX <= 100 && head.boundingRect.width > 80)
        #expect(abs(head.area - expected.area) < 1e-6, "the head-cut line is what is drawn")
    }

    /// A root whose texts the 200-point canvas would cut gets its ideal height; a frame in the
    /// code still cuts them.
    @Test func theRootIsNeverCutButAFrameCuts() throws {
        let paragraph = Array(repeating: "a few words to wrap", count: 6).joined(separator: " ")
        let stack = View.vStack(children: [.text(paragraph), .text(paragraph)])
        let whole = try layoutFigure(stack, proposedSize: nil, description: "").displayList.size
        let wrapped = try node(paragraph).sizeThatFits(ProposedSize(width: 200, height: nil))
        #expect(wrapped.height > 110, "each text is taller than half the canvas")
        let figure = try layoutFigure(stack, proposedSize: Size(width: 200, height: 200), description: "").displayList
        #expect(figure.size.height > 2 * wrapped.height - 1e-6, "\(figure.size) \(whole)")
        let framed = try layoutFigure(stack.frame(height: 100), proposedSize: Size(width: 200, height: 200), description: "").displayList
        #expect(framed.size.height == 100)
        let inkBottom = framed.items.compactMap { item -> Double? in
            if case .fill(let path, _, _) = item { return path.boundingRect.maxY }
            return nil
        }.max() ?? .infinity
        #expect(inkBottom <= 100, "the cut texts stay inside the frame")
    }

    /// The article's caption beside a 150-point star on the 200-point canvas would have its words
    /// broken in the 20 points left: the root gets its ideal width and the caption stays on one line.
    @Test func aRootWhoseWordsWouldBreakGetsItsIdealWidth() throws {
        let caption = "Corner Radius = 2"
        let row = View.hStack(spacing: 30, children: [View.color(.color(.blue)).frame(width: 150, height: 150), View.text(caption).font(.footnote)])
        let figure = try layoutFigure(row, proposedSize: Size(width: 200, height: 200), description: "").displayList
        let captionWidth = try library.layoutLine(caption, font: .footnote).width
        #expect(abs(figure.size.width - (180 + captionWidth)) < 1e-6, "\(figure.size)")
    }

    /// Two texts that fit side by side are both whole: the first is offered at least its widest
    /// word (its minimum) when the second's minimum still fits, not half the row.
    @Test func aStackOffersAChildItsMinimumWhenTheOthersStillFit() throws {
        let order = View.text("Order").font(.headline).padding(EdgeInsets(top: 0, leading: 14, bottom: 0, trailing: 14))
        let row = View.hStack(children: [order, .text("Cancel")])
        let ideal = try layoutFigure(row, proposedSize: nil, description: "").displayList.size
        let offered = try layoutFigure(row.frame(width: ideal.width), proposedSize: nil, description: "").displayList
        let orderWidth = try library.layoutLine("Order", font: .headline).width
        let widths = offered.items.compactMap { item -> Double? in
            if case .fill(let path, _, _) = item { return path.boundingRect.width }
            return nil
        }
        #expect(widths.count == 2 && widths[0] > orderWidth - 5, "\(widths) vs \(orderWidth)")
    }
}
