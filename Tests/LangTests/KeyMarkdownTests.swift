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

    @Test func anInterpolatedKeyReadsTheMarkdownOfItsOwnText() throws {
        let values = "let name = \"Ada\"\nlet n = 3\n"
        let read = try cleanDisplayList(values + #"Text("**\(name)** has *\(n)* items")"#)
        #expect(try read == cleanDisplayList(values + #"Text("\(Text(name).bold()) has \(Text("\(n)").italic()) items")"#))
        // Not the asterisks drawn as written.
        #expect(try read != cleanDisplayList(values + #"Text(verbatim: "**\(name)** has *\(n)* items")"#))
        #expect(try cleanDisplayList(values + #"Text("`\(name)` and ~~\(n)~~ and [\(name)](https://example.com)")"#)
                == cleanDisplayList(values + #"Text("\(Text(name).monospaced()) and \(Text("\(n)").strikethrough()) and \(Text(name).foregroundColor(.accentColor))")"#))
    }

    @Test func anInterpolatedValueIsPutInAsWritten() throws {
        // SwiftUI reads the Markdown of the key's format (`"**%@**"`), not of the value put in it.
        let values = "let name = \"*Ada*\"\n"
        #expect(try cleanDisplayList(values + #"Text("**\(name)**")"#)
                == cleanDisplayList(values + #"Text("\(Text(verbatim: name).bold())")"#))
        #expect(try cleanDisplayList(values + #"Text("\(name)")"#) == cleanDisplayList(#"Text(verbatim: "*Ada*")"#))
        // A mark that begins no span leaves the text one run, as without Markdown.
        #expect(try cleanDisplayList("let a = 2\nlet b = 3\n" + #"Text("\(a) * \(b) = 6")"#)
                == cleanDisplayList(#"Text(verbatim: "2 * 3 = 6")"#))
    }

    @Test func anInterpolatedKeyKeepsItsFormattedValuesAndRuns() throws {
        #expect(try cleanDisplayList("let x = 4.5\n" + #"Text("**Total:** \(x, specifier: "%.2f") and \(Text("red").foregroundColor(.red))")"#)
                == cleanDisplayList(#"Text("\(Text("Total:").bold()) 4.50 and \(Text("red").foregroundColor(.red))")"#))
        #expect(try cleanDisplayList("let n = 2\n" + #"Button("**\(n)** more") {}"#)
                == cleanDisplayList(#"Button("\(Text("2").bold()) more") {}"#))
        #expect(try cleanDisplayList("let n = 2\n" + #"Label("*\(n)* left", systemImage: "tray")"#)
                == cleanDisplayList(#"Label("\(Text("2").italic()) left", systemImage: "tray")"#))
    }

    @Test func aStringMadeByInterpolationIsShownAsWritten() throws {
        let title = "let name = \"Ada\"\nlet title = \"**\\(name)**\"\n"
        #expect(try cleanDisplayList(title + #"Text(title)"#) == cleanDisplayList(#"Text(verbatim: "**Ada**")"#))
        #expect(try cleanDisplayList(title + #"Text(title)"#) != cleanDisplayList(#"Text("**Ada**")"#))
    }
}
