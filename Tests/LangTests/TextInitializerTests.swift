import Canvas
import Testing
@testable import Lang

/// SwiftUI's `Text` initialisers as the library declares them: a `LocalizedStringKey` (what a
/// string literal becomes, with `specifier:` in its interpolations), a `StringProtocol` value,
/// verbatim text, and an image, drawn inline in the text.
@Suite struct TextInitializerTests {
    /// The display list of `source`'s figure, or nil when it draws none.
    private func figure(_ source: String) throws -> DisplayList? {
        let session = Lang.Session()
        let result = session.run(source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try session.cellFigure()?.displayList
    }

    @Test func aKeyVariableFormatsItsSpecifierAsTheLiteralDoes() throws {
        let key = try figure(#"""
            let count = 3
            let key: LocalizedStringKey = "Total \(count, specifier: "%02d")"
            Text(key)
            """#)
        #expect(key != nil)
        #expect(key == (try figure(#"Text("Total 03")"#)))
    }

    @Test func aSubstringAndAVerbatimStringShowAsWritten() throws {
        #expect(try figure(#"Text("Shapebook".prefix(5))"#) == (try figure(#"Text(verbatim: "Shape")"#)))
        // Verbatim text reads no Markdown; a key does.
        #expect(try figure(#"Text(verbatim: "**b**")"#) == (try figure(#"Text(String("**b**"))"#)))
        #expect(try figure(#"Text(verbatim: "**b**")"#) != (try figure(#"Text("**b**")"#)))
    }

    @Test func verbatimTextTakesNoSpecifier() {
        let result = Lang.Session().run(#"Text(verbatim: "\(2.5, specifier: "%.1f")")"#)
        #expect(result.diagnostics.map(\.description) == ["1:18: error: incorrect argument label in call (have '_:specifier:', expected '_:default:')"])
    }

    @Test func anImageInTextIsDrawnInlineSizedByTheFont() throws {
        let alone = try #require(try figure(#"Text(Image(systemName: "star"))"#))
        // The placeholder is a symbol's size in the font, as `Image(systemName:)` on its own.
        #expect(alone.size.width == (try figure(#"Image(systemName: "star")"#))?.size.width)
        let title = try #require(try figure(#"Text(Image(systemName: "star")).font(.title)"#))
        #expect(title.size.width > alone.size.width * 1.5)
        let red = try #require(try figure(#"Text(Image(systemName: "star")).foregroundColor(.red)"#))
        #expect(red.size == alone.size && red != alone)
    }

    @Test func anInterpolatedImageIsTheTextJoinedWithIt() throws {
        let interpolated = try #require(try figure(#"Text("\(Image(systemName: "star")) 4.5")"#))
        #expect(interpolated == (try figure(#"Text(Image(systemName: "star")) + Text(" 4.5")"#)))
        // The image takes the room of a symbol, not of its name.
        #expect(interpolated != (try figure(#"Text("star 4.5")"#)))
        #expect(interpolated.size.width > (try figure(#"Text(" 4.5")"#))?.size.width ?? .infinity)
    }

    @Test func anImageInAStringIsDescribedAsAnyValueIs() {
        let result = Lang.Session().run(#"let s = "\(Image(systemName: "star")) 4.5"; print(s.contains("star"))"#)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "true\n")
    }

    @Test func aMissingAssetInTextDrawsNothing() throws {
        let missing = try figure(#"Text("\(Image("no-such-asset"))4.5")"#)
        #expect(missing == (try figure(#"Text("4.5")"#)))
    }
}
