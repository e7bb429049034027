import Geometry
import Testing
@testable import Canvas

/// How a stack divides its length among flexible children: by layout priority (a spacer's is the
/// lowest), then from least to most flexible, each offered an equal share of what remains.
///
/// The texts are "Hello" repeated, in the body font (17 points), wrapped greedily at spaces: a
/// line holds as many words as fit in the width offered, so a text's width for an offer is the
/// width of its longest line (`lineWidth(fitting:)`), computed from the font's advances.
@Suite struct StackPriorityTests {
    static let words = 20
    static let long = Array(repeating: "Hello", count: words).joined(separator: " ")

    /// The width of a line of `count` words.
    func lineWidth(words count: Int) throws -> Double {
        try FontLibrary.shared.layoutLine(Array(repeating: "Hello", count: count).joined(separator: " "), font: .body).width
    }

    /// The words on a line of the long text offered `width`, and that line's width.
    func line(fitting width: Double) throws -> (words: Int, width: Double) {
        var count = 1
        while count < Self.words, try lineWidth(words: count + 1) <= width { count += 1 }
        return (count, try lineWidth(words: count))
    }

    /// A text with a background filling its frame: the background's box is the text's frame.
    func framed(_ string: String) -> View {
        View.text(string).background(.color(.color(.yellow)))
    }

    @Test func aTextBeforeASpacerTakesAllButTheSpacersMinimum() throws {
        // The spacer's priority is lowest: the text is offered 300 less the spacer's 8 points
        // (no spacing beside a spacer), not half the stack.
        let view = View.hStack(alignment: .top, spacing: nil, children: [framed(Self.long), .spacer(minLength: nil)])
        let (size, boxes) = try layoutBoxes(view, Size(width: 300, height: 400))
        let line = try line(fitting: 292)
        #expect(line.words == 6)
        #expect(try self.line(fitting: 150).words == 3)  // what an equal share would have wrapped at
        #expect(boxes[0].origin == .zero)
        #expect(boxes[0].width == line.width)
        let lines = (Self.words + line.words - 1) / line.words
        let lineHeight = try FontLibrary.shared.metrics(for: .body).lineHeight
        #expect(abs(boxes[0].height - Double(lines) * lineHeight) < 1e-9)
        #expect(size.width == 300)
    }

    @Test func aSpacersMinimumLengthIsWhatItLeaves() throws {
        let view = View.hStack(alignment: .top, spacing: nil, children: [framed(Self.long), .spacer(minLength: 60)])
        let (_, boxes) = try layoutBoxes(view, Size(width: 300, height: 400))
        #expect(boxes[0].width == (try line(fitting: 240)).width)
    }

    @Test func theShorterTextGetsItsIdealWidthAndTheLongerTheRest() throws {
        let short = "Hello Hello"
        let view = View.hStack(alignment: .top, spacing: nil, children: [framed(short), framed(Self.long)])
        let (_, boxes) = try layoutBoxes(view, Size(width: 300, height: 400))
        let shortWidth = try lineWidth(words: 2)
        // The short text is less flexible: offered (300 - 8) / 2, it takes its ideal width.
        #expect(boxes[0].width == shortWidth)
        // Boxes: each text's background, then its glyphs.
        #expect(boxes[2].minX == shortWidth + 8)
        #expect(boxes[2].width == (try line(fitting: 300 - 8 - shortWidth)).width)
    }

    @Test func higherPriorityIsOfferedWhatTheOthersMinimumsLeave() throws {
        // Both texts are equally flexible; the second has priority 1, so it is offered 300 - 8
        // less the first's minimum (one word: offered zero, text breaks at every space).
        let view = View.hStack(alignment: .top, spacing: nil, children: [framed(Self.long), framed(Self.long).layoutPriority(1)])
        let (_, boxes) = try layoutBoxes(view, Size(width: 300, height: 400))
        let word = try lineWidth(words: 1)
        let second = try line(fitting: 292 - word)
        #expect(second.words == 5)
        let first = try line(fitting: 292 - second.width)
        #expect(boxes[0].width == first.width)
        #expect(boxes[2].minX == first.width + 8)
        #expect(boxes[2].width == second.width)
    }

    @Test func aColourTakesEverythingButTheSpacersMinimum() throws {
        let red = View.color(.color(.red))
        let row = try layoutBoxes(.hStack(alignment: .center, spacing: nil, children: [red, .spacer(minLength: nil)]))
        #expect(row.boxes == [Rect(x: 0, y: 0, width: 192, height: 200)])
        let column = try layoutBoxes(.vStack(alignment: .center, spacing: nil, children: [.spacer(minLength: nil), red]))
        #expect(column.boxes == [Rect(x: 0, y: 8, width: 200, height: 192)])
    }

    @Test func aSpacerWithPriorityGoesFirst() throws {
        // The spacer (priority 1) is offered 200 less the frame's minimum of 30, and takes it.
        let bar = View.color(.color(.red)).frame(minWidth: 30, maxWidth: .infinity)
        let view = View.hStack(alignment: .center, spacing: nil, children: [bar, View.spacer(minLength: nil).layoutPriority(1)])
        let (_, boxes) = try layoutBoxes(view)
        #expect(boxes == [Rect(x: 0, y: 0, width: 30, height: 200)])
    }

    @Test func ofTwoInfinitelyFlexibleViewsTheLargerMinimumGoesFirst() throws {
        // The framed colour (at least 120) is offered half of 200 first and takes 120; the bare
        // colour gets the 80 left, so the stack fills its 200 exactly.
        let view = View.hStack(alignment: .center, spacing: 0, children: [
            .color(.color(.red)), View.color(.color(.blue)).frame(minWidth: 120, maxWidth: .infinity),
        ])
        let (_, boxes) = try layoutBoxes(view)
        #expect(boxes == [Rect(x: 0, y: 0, width: 80, height: 200), Rect(x: 80, y: 0, width: 120, height: 200)])
    }

    @Test func modifiersThatDoNotLayOutKeepTheSpacersPriority() throws {
        // An opacity leaves the spacer lowest; padding around it is a new layout, at priority 0,
        // and the colour and the padded spacer (both infinitely flexible) split 200 equally.
        let red = View.color(.color(.red))
        let faded = try layoutBoxes(.hStack(alignment: .center, spacing: nil, children: [red, View.spacer(minLength: nil).opacity(0.5)]))
        #expect(faded.boxes == [Rect(x: 0, y: 0, width: 192, height: 200)])
        let padded = try layoutBoxes(.hStack(alignment: .center, spacing: 0, children: [red, View.spacer(minLength: nil).padding(0)]))
        #expect(padded.boxes == [Rect(x: 0, y: 0, width: 100, height: 200)])
    }

    @Test func aNaNPriorityIsAnError() {
        #expect(throws: CanvasError.self) {
            try layoutBoxes(.hStack(alignment: .center, spacing: nil, children: [View.color(.color(.red)).layoutPriority(.nan)]))
        }
    }
}
