import Testing
@testable import Lang

/// Completion of the drawing library and the language's words: an initialiser's labels (a
/// prelude type's, a struct's memberwise ones), members and statics of library types, implicit
/// members of a generic `ShapeStyle`, keywords; and completing never runs a cell's code.
@Suite struct ToolingLibraryCompletionTests {
    func texts(_ code: String, in session: Lang.Session = Lang.Session()) -> [String] {
        session.complete(code, cursor: code.unicodeScalars.count).texts
    }

    @Test func initialiserLabelsComeFirstButNotThoseAlreadyWritten() {
        let session = Lang.Session()
        let star = session.complete("Star(po", cursor: 7)
        #expect(star.matches.first?.text == "points:")
        #expect(star.matches.first?.kind == "argument")
        #expect(star.cursorStart == 5 && star.cursorEnd == 7)
        let point = texts("CGPoint(x: 1, ", in: session)
        #expect(point.first == "y:")
        #expect(!point.contains("x:"))
        _ = session.run("struct Petal: Shape {\n    var width = 1.0\n    @State var open = false\n    let kind = 1\n    func path(in rect: CGRect) -> Path { Path(rect) }\n}\nlet petalCount = 5")
        #expect(Array(texts("Petal(", in: session).prefix(2)) == ["open:", "width:"])
        #expect(texts("Petal(wi", in: session) == ["width:", "withAnimation", "withExtendedLifetime"])
        #expect(session.complete("peta", cursor: 4).matches.first { $0.text == "petalCount" }?.signature == "Int")
    }

    @Test func membersAndStaticsOfLibraryTypes() {
        let session = Lang.Session()
        _ = session.run("let r = CGRect(x: 0, y: 0, width: 10, height: 20)")
        #expect(texts("r.mi", in: session) == ["midX", "midY", "minX", "minY"])
        #expect(texts("Color.re").contains("red"))
        #expect(texts("Double.p") == ["pi"])
        // `fill<S: ShapeStyle>(_: S)`: the statics the checker accepts there.
        #expect(texts("Circle().fill(.gre").contains("green"))
    }

    @Test func keywordsContextualKeywordsAndFunctions() {
        #expect(texts("gua") == ["guard"])
        #expect(texts("muta") == ["mutating"])
        #expect(texts("RoundedRe") == ["RoundedRectangle"])
        #expect(texts("let x = s").contains("sin"))
        let session = Lang.Session()
        for word in Keyword.allCases.map(\.rawValue) + ["override", "lazy", "indirect", "some"] where word.count > 1 {
            // Typed all but its last letter (a whole word is not completed to itself).
            #expect(texts(String(word.dropLast()), in: session).contains(word), "\(word)")
        }
    }

    @Test func completingNeverRunsTheCellsCode() {
        let session = Lang.Session(stepBudget: 10_000)
        _ = session.run("struct Loop { var body: Double { var n = 0.0\n while true { n += 1 }\n return n } }\nlet loop = Loop()")
        let members = texts("loop.body.", in: session)
        #expect(members.contains("squareRoot") && members.contains("isNaN"))
        #expect(session.inspect("loop.body.squareRoot", cursor: 16)?.signature == "func squareRoot() -> Double")
    }
}
