import Testing
@testable import Language

struct CompletionTests {
    func texts(_ result: CompletionResult) -> [String] { result.matches.map(\.text) }

    @Test func argumentLabelsInsideACall() {
        let session = Session()
        let source = "Star(po"
        let result = session.complete(source, cursor: 7)
        #expect(texts(result).first == "points:")
        #expect(result.cursorStart == 5)
        #expect(result.cursorEnd == 7)
        #expect(result.matches.first?.type == "param")
        #expect(result.matches.first?.signature?.hasPrefix("Star(points: Int = 5") == true)
        let afterComma = session.complete("CGPoint(x: 1, ", cursor: 14)
        #expect(texts(afterComma).contains("y:"))
        #expect(!texts(afterComma).contains("x:"))
    }

    @Test func userStructLabelsAndSessionNames() {
        let session = Session()
        _ = session.execute("struct Petal: Shape { var width = 1.0\n func path(in rect: CGRect) -> Path { Path(rect) } }\nlet petalCount = 5",
                            host: TestHost())
        let labels = session.complete("Petal(wi", cursor: 8)
        #expect(texts(labels).first == "width:")
        #expect(texts(labels).contains("withAnimation"))
        let names = session.complete("peta", cursor: 4)
        #expect(texts(names).contains("petalCount"))
        #expect(names.matches.first { $0.text == "petalCount" }?.signature == "Double")
    }

    @Test func membersAfterADot() {
        let session = Session()
        _ = session.execute("let r = CGRect(x: 0, y: 0, width: 10, height: 20)", host: TestHost())
        let rect = session.complete("r.mi", cursor: 4)
        #expect(Set(texts(rect)) == ["midX", "midY", "minX", "minY"])
        #expect(rect.cursorStart == 2)
        #expect(texts(session.complete("Color.re", cursor: 8)) == ["red"])
        #expect(texts(session.complete("Circle().fill(.gre", cursor: 18)).contains("green"))
        #expect(texts(session.complete("Double.p", cursor: 8)) == ["pi"])
    }

    @Test func completionNeverRunsScriptCode() {
        let session = Session()
        _ = session.execute("struct Loop { var body: Double { var n = 0.0\n while true { n += 1 }\n return n } }\nlet loop = Loop()", host: TestHost())
        let result = session.complete("loop.body.", cursor: 10)
        #expect(result.matches.isEmpty)
        #expect(session.inspect("loop.body.x", cursor: 11)?.plainText.hasPrefix("CGPoint.x") == true)
    }

    @Test func keywordsAndBuiltins() {
        let session = Session()
        #expect(texts(session.complete("gua", cursor: 3)) == ["guard"])
        #expect(texts(session.complete("RoundedRe", cursor: 9)) == ["RoundedRectangle"])
        let result = session.complete("let x = s", cursor: 9)
        #expect(texts(result).contains("sin"))
        #expect(result.cursorStart == 8)
    }

    @Test func everyReservedWordIsOffered() {
        let session = Session()
        for word in reservedWords {
            // Typed all but its last letter (a whole keyword is not an identifier to complete).
            let typed = String(word.dropLast())
            #expect(texts(session.complete(typed, cursor: typed.unicodeScalars.count)).contains(word), "\(word)")
        }
        #expect(texts(session.complete("muta", cursor: 4)) == ["mutating"])
    }

    @Test func inspectionShowsSignatureAndDoc() throws {
        let session = Session()
        let star = try #require(session.inspect("Star(points: 5)", cursor: 2))
        #expect(star.plainText.contains("Star(points: Int = 5, cornerRadius: Double = 0"))
        #expect(star.plainText.contains("rounded star"))
        #expect(star.markdown.contains("```swift"))
        let member = try #require(session.inspect("Path().addArc", cursor: 10))
        #expect(member.plainText.contains("tangent1End"))
        _ = session.execute("func petal(size: Double) -> Path { Path() }", host: TestHost())
        let user = try #require(session.inspect("petal", cursor: 3))
        #expect(user.plainText.contains("petal(size:)"))
        #expect(session.inspect("   ", cursor: 1) == nil)
    }

    @Test func isCompleteTracksOpenBlocksAndStrings() {
        let session = Session()
        #expect(session.isComplete("let x = 1") == .complete)
        #expect(session.isComplete("for i in 0..<3 {") == .incomplete(indent: "    "))
        #expect(session.isComplete("VStack {\n  HStack {") == .incomplete(indent: "        "))
        #expect(session.isComplete("let s = \"\"\"\nabc") == .incomplete(indent: ""))
        #expect(session.isComplete("let x = 1 +") == .incomplete(indent: "    "))
        #expect(session.isComplete("foo(1))") == .invalid)
        #expect(session.isComplete("let s = \"abc") == .invalid)
        #expect(session.isComplete(String(repeating: "(", count: 100_000)) == .incomplete(indent: String(repeating: "    ", count: 100_000)))
    }
}
