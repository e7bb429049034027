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

    @Test func anInterpolatedTextIsARunKeepingItsStyle() throws {
        let interpolated = try #require(try figure(#"Text("\(Text("a").bold()) b")"#))
        #expect(interpolated == (try figure(#"Text("a").bold() + Text(" b")"#)))
        #expect(interpolated != (try figure(#"Text("a b")"#)))
        // A key variable keeps its runs, and its other interpolations are described as before.
        let key = try figure(#"""
            let n = 2
            let key: LocalizedStringKey = "\(Text("a").italic()) \(n) \(1.5, specifier: "%.2f")"
            Text(key)
            """#)
        #expect(key == (try figure(#"Text("a").italic() + Text(" 2 1.50")"#)))
    }

    @Test func aTextPlusAStringIsSwiftcsError() {
        let result = Lang.Session().run(#"let t = Text("a") + "b""#)
        #expect(result.diagnostics.map(\.description) == ["1:19: error: operator function '+' requires that 'Text' conform to 'Sequence'"])
    }

    @Test func buttonAndLabelTitlesAreKeys() throws {
        let button = try #require(try figure(#"let n = 3; Button("Go \(n, specifier: "%02d")") {}"#))
        #expect(button == (try figure(#"Button("Go 03") {}"#)))
        let image = try figure(#"Button("\(Image(systemName: "star")) Go") {}"#)
        #expect(image != (try figure(#"Button("star Go") {}"#)))
        let label = try #require(try figure(#"let n = 3; Label("Title \(n)", systemImage: "star")"#))
        #expect(label == (try figure(#"Label("Title 3", systemImage: "star")"#)))
        // A String value is the disfavoured `StringProtocol` overload's, shown as written.
        #expect(try figure(#"let s = "Go"; Button(s) {}"#) == (try figure(#"Button("Go") {}"#)))
        #expect(try figure(#"let s = "Go"; Button(s, systemImage: "star") {}"#) == (try figure(#"Button("Go", systemImage: "star") {}"#)))
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
