import Canvas
import Geometry
import Testing
@testable import Lang

/// `.truncationMode(_:)` and `.lineLimit(_:)` from a cell: the prelude's modifier reaches the
/// bridge and the cell draws what the same Canvas view draws; each mode draws a different line.
@Suite struct TextTruncationDrawingTests {
    static let alphabet = "abcdefghijklmnopqrstuvwxyz"

    /// The text's glyph outlines, drawn by the cell.
    static func glyphs(_ cell: String) throws -> Geometry.Path {
        let fills = try SurfaceCompletionTests.drawn(cell).items.compactMap { item -> Geometry.Path? in
            if case .fill(let path, _, _) = item { return path }
            return nil
        }
        return try #require(fills.count == 1 ? fills.first : nil, "\(cell): \(fills.count) fills")
    }

    @Test(arguments: [("head", TruncationMode.head), ("middle", .middle), ("tail", .tail)])
    func aCellCutsItsLineWhereTheModeSays(_ name: String, _ mode: TruncationMode) throws {
        let cell = "Text(\"\(Self.alphabet)\").lineLimit(1).truncationMode(.\(name)).frame(width: 100)"
        let view = Canvas.View.text(Self.alphabet).surfaceModifier(.text(.lineLimit(1)))
            .surfaceModifier(.text(.truncationMode(mode))).frame(width: 100)
        let expected = try layoutFigure(view, proposedSize: Size(width: 200, height: 200), description: "").displayList.items
        guard case .fill(let path, _, _) = expected.first else { Issue.record("no text"); return }
        let drawn = try Self.glyphs(cell)
        #expect(drawn == path, "\(cell)")
        #expect(drawn.boundingRect.maxX <= 100)
        if mode != .tail {
            #expect(try drawn != Self.glyphs("Text(\"\(Self.alphabet)\").lineLimit(1).frame(width: 100)"), "the default is the tail")
        }
    }

    /// On a stack, the mode reaches every text inside.
    @Test func theModeOnAStackReachesItsTexts() throws {
        let onText = try Self.glyphs("VStack { Text(\"\(Self.alphabet)\").truncationMode(.head).lineLimit(1) }.frame(width: 100)")
        let onStack = try Self.glyphs("VStack { Text(\"\(Self.alphabet)\").lineLimit(1) }.truncationMode(.head).frame(width: 100)")
        #expect(onText == onStack)
    }
}
