import Geometry
import Testing
@testable import Language

/// The string builtins that walk every character a megabyte at a time (issue 13): on strings of
/// several pieces they give what Swift gives on the whole, and they stop at an interrupt.
struct StringBuiltinTests {
    /// A string of `count` pieces drawn from ASCII, combining marks, CR LF, emoji sequences,
    /// flags, a prepended mark and Hangul jamo: Characters of many scalars, some of them
    /// astride the places where a chunk could be cut.
    static func mixedText(_ count: Int, seed: Int) -> String {
        let pieces = ["a", "b", "Z", " ", "\r", "\n", "\r\n", "\u{301}", "é", "e\u{301}", "👩‍👩‍👧", "🇫🇷", "\u{600}", "ᄀ", "ᅡ", "\u{200D}", "ß", "ﬁ", "Σ"]
        var random = SeededRandom(seed: seed)
        var text = ""
        for _ in 0..<count { text += pieces[Int(random.next() % UInt64(pieces.count))] }
        return text
    }

    @Test(arguments: [(900_000, 1), (500_000, 2), (700_000, 3)])
    func countsAndCaseMappingsAreSwiftsOnTheWhole(pieces: Int, seed: Int) throws {
        let i = Session(configuration: .init()).interpreter
        let text = Self.mixedText(pieces, seed: seed)
        #expect(text.utf8.count > Interpreter.stringChunkBytes)
        #expect(try i.characterChunks(of: text).count > 1)
        #expect(try i.characterCount(of: text) == text.count)
        #expect(try i.mappingCharacters(of: text, "uppercased()") { $0.uppercased() } == text.uppercased())
        #expect(try i.mappingCharacters(of: text, "lowercased()") { $0.lowercased() } == text.lowercased())
    }

    @Test func searchesFindMatchesAstrideTheCuts() throws {
        let i = Session(configuration: .init()).interpreter
        let text = Self.mixedText(900_000, seed: 4)
        let cuts = try i.characterChunks(of: text).dropLast().map(\.upperBound)
        #expect(cuts.count > 1)
        for cut in cuts {
            // Needles that end at, start at and straddle each cut, and one just short of it.
            let before = text.index(cut, offsetBy: -5), after = text.index(cut, offsetBy: 5)
            for needle in [text[before..<cut], text[cut..<after], text[before..<after], text[text.index(before, offsetBy: -3)..<before]] {
                #expect(try i.containsText(text, String(needle)) == text.contains(String(needle)))
            }
        }
        for needle in ["", "a", "é", "e\u{301}", "🇫🇷🇫🇷🇫🇷🇫🇷", "not in it: q", String(repeating: "ab", count: 300_000)] {
            #expect(try i.containsText(text, needle) == text.contains(needle), "\(needle.prefix(20))")
        }
    }

    @Test func theBuiltinsAsTheLanguageCallsThem() {
        let runner = Runner()
        #expect(runner.text("\"héllo e\u{301}\".count") == "7")
        #expect(runner.text("\"Straße\".uppercased()") == "STRASSE")
        #expect(runner.text("\"ΑΣ\".lowercased()") == "ΑΣ".lowercased())
        #expect(runner.text("\"shapebook\".contains(\"pebo\") && !\"shapebook\".contains(\"x\")") == "true")
        #expect(runner.text("\"abc\".contains(\"\")") == ("abc".contains("") ? "true" : "false"))
    }

    @Test func theyStopAtAnInterrupt() {
        let session = Session(configuration: .init())
        let i = session.interpreter
        let text = Self.mixedText(1_000_000, seed: 5)
        session.requestInterrupt()
        defer { i.resources.clearInterrupt() }
        #expect(throws: LanguageError.self) { _ = try i.characterCount(of: text) }
        #expect(throws: LanguageError.self) { _ = try i.mappingCharacters(of: text, "uppercased()") { $0.uppercased() } }
        #expect(throws: LanguageError.self) { _ = try i.containsText(text, "not in it: q") }
    }
}
