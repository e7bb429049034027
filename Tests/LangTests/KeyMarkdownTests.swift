import Canvas
import Testing
@testable import Lang

/// Markdown in a `LocalizedStringKey` literal, wherever one is taken: SwiftUI reads it in a
/// `Button`'s and a `Label`'s title as in `Text`'s, and in `LocalizedStringKey(string)`, but not
/// in a `String` value (`Checker+TextMarkdown` decides for every key literal).
@Suite struct KeyMarkdownTests {
    @Test func aButtonTitleReadsItsMarkdownAsText() throws {
        #expect(try cleanDisplayList(#"Button("**Go** now") {}"#)
                == cleanDisplayList(#"Button("\(Text("Go").bold()) now") {}"#))
        #expect(try cleanDisplayList(#"Button("Open [docs](https://example.com)", role: .destructive) {}"#)
                == cleanDisplayList(#"Button("Open \(Text("docs").foregroundColor(.accentColor))", role: .destructive) {}"#))
        #expect(try cleanDisplayList(#"Button("*Share*", systemImage: "square.and.arrow.up") {}"#)
                == cleanDisplayList(#"Button("\(Text("Share").italic())", systemImage: "square.and.arrow.up") {}"#))
        // Not the asterisks drawn as written.
        #expect(try cleanDisplayList(#"Button("**Go** now") {}"#)
                != cleanDisplayList("let written = \"**Go** now\"\n" + #"Button(written) {}"#))
    }

    @Test func aLabelTitleReadsItsMarkdownAsText() throws {
        #expect(try cleanDisplayList(#"Label("~~Gone~~ and `code`", systemImage: "tray")"#)
                == cleanDisplayList(#"Label("\(Text("Gone").strikethrough()) and \(Text("code").monospaced())", systemImage: "tray")"#))
        #expect(try cleanDisplayList(#"Label("~~Gone~~", systemImage: "tray")"#)
                != cleanDisplayList(#"Label("Gone", systemImage: "tray")"#))
    }

    @Test func aStringValueIsShownAsWrittenButAKeyMadeFromItIsRead() throws {
        let title = "let title = \"**Go**\"\n"
        let asWritten = try cleanDisplayList(title + #"Button(title) {}"#)
        #expect(try asWritten != cleanDisplayList(#"Button("**Go**") {}"#))
        #expect(try cleanDisplayList(title + #"Button("\(title)") {}"#) == asWritten)
        #expect(try cleanDisplayList(title + #"Text(LocalizedStringKey(title))"#) == cleanDisplayList(#"Text("**Go**")"#))
        #expect(try cleanDisplayList(title + #"Text(title)"#) == cleanDisplayList(#"Text(verbatim: "**Go**")"#))
    }
}
