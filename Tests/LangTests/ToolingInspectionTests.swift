import Testing
@testable import Lang

/// `Lang.Session.inspect`: a declaration's signature and `///` documentation at the cursor.
@Suite struct ToolingInspectionTests {
    @Test func aUserFunctionFromAnEarlierCellKeepsItsDocComment() {
        let session = Lang.Session()
        _ = session.run("""
            /// Doubles a number.
            func twice(_ x: Int) -> Int { x * 2 }
            """)
        let result = session.inspect("print(twice(3))", cursor: 8)
        #expect(result?.signature == "func twice(_ x: Int) -> Int")
        #expect(result?.documentation == "Doubles a number.")
        #expect(result?.markdown == "```swift\nfunc twice(_ x: Int) -> Int\n```\n\nDoubles a number.")
    }

    @Test func aMemberOfAUserTypeByTheTypeBeforeTheDot() {
        let session = Lang.Session()
        _ = session.run("""
            struct Circle {
                var radius: Double
                /// The area enclosed.
                var area: Double { 3 * radius * radius }
            }
            """)
        let code = "let c = Circle(radius: 1)\nprint(c.area)"
        let result = session.inspect(code, cursor: code.unicodeScalars.count - 2)
        #expect(result?.signature == "var area: Double")
        #expect(result?.documentation == "The area enclosed.")
    }

    @Test func aVariableWithoutAnAnnotationShowsTheCheckersType() {
        let session = Lang.Session()
        let code = "let ratio = 1.5\nprint(ratio)"
        #expect(session.inspect(code, cursor: 24)?.signature == "let ratio: Double")
        #expect(session.inspect(code, cursor: 6)?.signature == "let ratio: Double")
    }

    @Test func builtinsFromTheStandardLibraryTable() {
        let session = Lang.Session()
        #expect(session.inspect("\"a\".uppercased()", cursor: 6)?.signature == "func uppercased() -> String")
        #expect(session.inspect("print(1)", cursor: 2)?.documentation
                == "Writes the items' descriptions to the cell's output, separated by `separator` and followed by `terminator`.")
        #expect(session.inspect("let x = 1 + 2", cursor: 10) == nil)
        #expect(session.inspect("let a = Double.pi", cursor: 16)?.signature == "static var pi: Double { get }")
    }
}
