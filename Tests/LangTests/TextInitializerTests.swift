import Canvas
import Testing
@testable import Lang

/// SwiftUI's `Text` initialisers as the library declares them: a `LocalizedStringKey` (what a
/// string literal becomes, with `specifier:` in its interpolations), a `StringProtocol` value,
/// verbatim text, and an image, which a figure's text cannot hold.
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

    @Test func anImageInTextIsARuntimeErrorThatSaysSo() {
        let result = Lang.Session().run(#"Text(Image(systemName: "star"))"#)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(result.runtimeError?.message == "Text(Image) is not drawn here: show the Image itself, beside a Text in an HStack")
    }
}
