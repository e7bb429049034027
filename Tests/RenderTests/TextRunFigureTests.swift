import Canvas
import Foundation
import Testing
@testable import Render

/// A `Text` as styled runs, drawn: `Text + Text` and a key literal's interpolated texts and
/// images lay out on one baseline, each run in its own font and colour, as the same pieces side
/// by side do, and each run is a fill of its own in the SVG.
@Suite struct TextRunFigureTests {
    private let runner = ScriptFigures()

    /// The PNG of `source`'s figure, decoded.
    private func png(_ source: String) throws -> DecodedPNG {
        try PNGDecoder.decode(try Renderer().png(try runner.figure(source)))
    }

    /// Whether two renderings agree within the PNG/SVG agreement's tolerance (a mean of 1/255
    /// per channel, at most 0.1% of pixels off by more than 16/255).
    private func agree(_ a: DecodedPNG, _ b: DecodedPNG) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        let (comparison, _) = AgreementHarness.measure(a, b)
        return comparison.meanDifference <= 1 && comparison.farOffFraction <= 0.001
    }

    /// How many pixels of `image` are mostly red (the system red, `#ff3b30`), in the columns `columns`.
    private func redPixels(_ image: DecodedPNG, columns: Range<Int>) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in columns where x < image.width {
                let i = (y * image.width + x) * 4
                let (r, g, b, a) = (Int(image.samples[i]), Int(image.samples[i + 1]), Int(image.samples[i + 2]), Int(image.samples[i + 3]))
                if a > 128, r > 180, g < 120, b < 120 { count += 1 }
            }
        }
        return count
    }

    @Test func aBoldRunAndARedRunDrawAsThePiecesSideBySide() throws {
        let joined = try png(#"(Text("Bold").bold() + Text(" red").foregroundColor(.red)).padding(4)"#)
        let sideBySide = try png(#"""
            HStack(spacing: 0) { Text("Bold").bold(); Text(" red").foregroundColor(.red) }.padding(4)
            """#)
        #expect(agree(joined, sideBySide))
        // Not the same text unstyled: the styles are drawn.
        #expect(!agree(joined, try png(#"Text("Bold red").padding(4)"#)))
        // The red is in the second run only.
        let half = joined.width / 2
        #expect(redPixels(joined, columns: 0..<half) == 0)
        #expect(redPixels(joined, columns: half..<joined.width) > 20)
    }

    @Test func modifiersOnTheWholeApplyWhereARunSetsNone() throws {
        let whole = try png(#"(Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.red).padding(4)"#)
        let each = try png(#"(Text("a").foregroundColor(.red) + Text("b").foregroundColor(.red)).padding(4)"#)
        #expect(agree(whole, each))
        // A run's own colour wins over the whole's.
        let kept = try png(#"(Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue).padding(4)"#)
        #expect(redPixels(kept, columns: 0..<kept.width) > 20)
        #expect(!agree(kept, each))
    }

    @Test func anInterpolatedTextAndImageAreRunsInTheMiddleOfALine() throws {
        let interpolated = try png(#"Text("\(Text("Go").bold()) \(Image(systemName: "star")) 4.5").padding(4)"#)
        let joined = try png(#"""
            (Text("Go").bold() + Text(" ") + Text(Image(systemName: "star")) + Text(" 4.5")).padding(4)
            """#)
        #expect(agree(interpolated, joined))
        #expect(!agree(interpolated, try png(#"Text("Go star 4.5").padding(4)"#)))
    }

    @Test func aConcatenationWrapsAsOneText() throws {
        let line = try png(#"(Text("A long concatenation ") + Text("that wraps").bold()).fixedSize()"#)
        let wrapped = try png(#"""
            (Text("A long concatenation ") + Text("that wraps").bold()).frame(width: 110, alignment: .leading).fixedSize()
            """#)
        // Two lines or more, at the width given.
        #expect(wrapped.height >= line.height * 2 - 2)
        #expect(wrapped.width < line.width)
    }

    /// The topmost row of `image` holding ink, or nil for an empty image.
    private func topInkRow(_ image: DecodedPNG, columns: Range<Int>) -> Int? {
        for y in 0..<image.height {
            for x in columns where x < image.width && image.samples[(y * image.width + x) * 4 + 3] > 128 { return y }
        }
        return nil
    }

    /// The bottommost row of `image` holding ink in `columns`, or nil for an empty image.
    private func bottomInkRow(_ image: DecodedPNG, columns: Range<Int>) -> Int? {
        for y in (0..<image.height).reversed() {
            for x in columns where x < image.width && image.samples[(y * image.width + x) * 4 + 3] > 128 { return y }
        }
        return nil
    }

    @Test func aRunWithABaselineOffsetIsDrawnAboveTheLineWhichGrowsToHoldIt() throws {
        let level = try png(#"(Text("aa") + Text("aa")).padding(10)"#)
        let raised = try png(#"(Text("aa") + Text("aa").baselineOffset(5)).padding(10)"#)
        // SwiftUI's line grows by the offset: 5 points (10 pixels at scale 2) taller, as wide.
        #expect(level.width == raised.width)
        #expect(raised.height == level.height + 10, "\(level.height) → \(raised.height) pixels")
        let half = level.width / 2
        // The first run moves down with the baseline; the second's ink stays where the level
        // line's was, so it is 5 points above the first.
        let (first, second) = (try #require(topInkRow(level, columns: 0..<half)), try #require(topInkRow(level, columns: half..<level.width)))
        #expect(topInkRow(raised, columns: 0..<half) == first + 10)
        #expect(topInkRow(raised, columns: half..<raised.width) == second)
        // Lowered, the line grows below: the first run stays, the second's ink ends 5 points lower.
        let lowered = try png(#"(Text("aa") + Text("aa").baselineOffset(-5)).padding(10)"#)
        #expect(lowered.height == level.height + 10)
        #expect(topInkRow(lowered, columns: 0..<half) == first)
        let bottom = try #require(bottomInkRow(level, columns: half..<level.width))
        #expect(bottomInkRow(lowered, columns: half..<lowered.width) == bottom + 10)
        // On the whole it reaches each run that sets none.
        let whole = try png(#"(Text("aa") + Text("aa").baselineOffset(5)).baselineOffset(5).padding(10)"#)
        #expect(agree(whole, try png(#"(Text("aa").baselineOffset(5) + Text("aa").baselineOffset(5)).padding(10)"#)))
    }

    @Test func aSuperscriptDoesNotReachIntoTheLineAbove() throws {
        // In a VStack and in a multi-line Text the raised line is taller by the offset, its
        // superscript's ink below the line above's (which keeps its place).
        let stacked = try png(#"VStack(alignment: .leading, spacing: 0) { Text("Above"); Text("E") + Text("2").baselineOffset(8) }.padding(10)"#)
        let plain = try png(#"VStack(alignment: .leading, spacing: 0) { Text("Above"); Text("E") + Text("2") }.padding(10)"#)
        let paragraph = try png(#"(Text("Above\nE") + Text("2").baselineOffset(8)).padding(10)"#)
        let flat = try png(#"(Text("Above\nE") + Text("2")).padding(10)"#)
        for (raised, level) in [(stacked, plain), (paragraph, flat)] {
            #expect(raised.height == level.height + 16, "\(level.height) → \(raised.height) pixels")
            // The top line is drawn as before: the rows above the raised line agree.
            let topRows = level.height / 2 - 4
            #expect(topInkRow(raised, columns: 0..<raised.width) == topInkRow(level, columns: 0..<level.width))
            #expect(rowsAgree(raised, level, rows: 0..<topRows))
        }
    }

    /// Whether the rows `rows` of two images of one width hold the same pixels.
    private func rowsAgree(_ a: DecodedPNG, _ b: DecodedPNG, rows: Range<Int>) -> Bool {
        guard a.width == b.width else { return false }
        let bytes = rows.lowerBound * a.width * 4..<rows.upperBound * a.width * 4
        return a.samples[bytes] == b.samples[bytes]
    }

    @Test func eachRunIsAFillOfItsOwnInTheSVG() throws {
        let svg = try Renderer().svg(try runner.figure(#"Text("Bold").bold() + Text(" red").foregroundColor(.red)"#))
        let paths = svg.components(separatedBy: "<path ").dropFirst().map { String($0.prefix { $0 != ">" }) }
        #expect(paths.count == 2)
        #expect(paths.filter { $0.contains(##"fill="#ff3b30""##) }.count == 1)
        #expect(paths.filter { $0.contains(#"fill="currentColor""#) }.count == 1)
        // The interpolated form draws the same runs.
        let interpolated = try Renderer().svg(try runner.figure(#"Text("\(Text("Bold").bold())\(Text(" red").foregroundColor(.red))")"#))
        #expect(interpolated == svg)
    }
}
