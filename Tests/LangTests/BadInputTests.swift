import Testing
@testable import Lang

/// Issue 11's hand checks of bad input, in process: 100,000-deep brackets, closures and ifs,
/// unbounded recursion inside a view's body and huge literals (a 1 MB string among them) each end
/// in a clear error or their value, and the session keeps what it held. (A 10 MB cell runs too,
/// but costs some 6 CPU seconds in a debug build: too dear for make test.)
@Suite struct BadInputTests {
    static let nestingError = "structure nesting level exceeded maximum of 256"

    @Test func hundredThousandDeepBracketsClosuresAndIfsAreANestingError() {
        let session = Lang.Session()
        _ = session.run("var kept = 41")
        let depth = 100_000
        let cells = [
            "let a = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth),
            "let f = " + String(repeating: "{ ", count: depth) + "1" + String(repeating: " }", count: depth),
            String(repeating: "if true { ", count: depth) + "kept = 0" + String(repeating: " }", count: depth),
        ]
        for cell in cells {
            let result = session.run(cell)
            #expect(result.diagnostics.first?.message == Self.nestingError, "\(cell.prefix(20)): \(result.diagnostics.prefix(1))")
        }
        #expect(session.run("print(kept + 1)").output == "42\n")
    }

    @Test func unboundedRecursionInAViewsBodyIsALimitError() {
        let session = Lang.Session()
        _ = session.run("let kept = 41")
        let error = LangCellSafetyTests.figureError(session, """
            func f(_ n: Int) -> Int { f(n + 1) + 1 }
            struct V: View { var body: some View { Text("\\(f(0))") } }
            V()
            """)
        #expect(error?.contains("too much recursion (more than 10000 nested calls)") == true, "\(String(describing: error))")
        #expect(session.run("print(kept + 1)").output == "42\n")
    }

    @Test func hugeLiteralsAreAnErrorOrTheirValue() {
        let session = Lang.Session()
        _ = session.run("let kept = 41")
        let integer = session.run("let n = " + String(repeating: "9", count: 400))
        #expect(integer.diagnostics.first?.message.hasSuffix("' overflows when stored into 'Int'") == true,
                "\(integer.diagnostics.prefix(1))")
        let doubles = session.run("let e = 1e400\nlet f = 1" + String(repeating: "0", count: 400) + ".5\nprint(e, f > 1e300)")
        #expect(doubles.output == "inf true\n", "\(doubles.diagnostics.prefix(1))")
        let text = session.run("let s = \"" + String(repeating: "x", count: 1_000_000) + "\"\nprint(s.count)")
        #expect(text.output == "1000000\n", "\(text.diagnostics.prefix(1))")
        #expect(session.run("print(kept + 1)").output == "42\n")
    }
}
