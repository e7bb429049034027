import Testing
@testable import Lang

/// Completion, inspection and is_complete at every cursor of awkward cells: answers stay in
/// range and nothing traps or overflows the stack.
@Suite struct ToolingRobustnessTests {
    static let cell = """
        /// A ring.
        struct Ring { var inner: Double; var outer: Double
            func area() -> Double { Double.pi * (outer * outer - inner * inner) } }
        let r = Ring(inner: 1, outer: 2)
        let s = "é\\(r.area())🙂" + "\"\"\"
        for i in 0..<3 where i > 0 { print(r.area(), [i: s].count) }
        """

    @Test func everyCursorOfACellGivesAnInRangeAnswer() {
        let session = Lang.Session()
        let scalars = Array(Self.cell.unicodeScalars)
        for cursor in 0...scalars.count {
            let result = session.complete(Self.cell, cursor: cursor)
            #expect(result.cursorStart <= result.cursorEnd && result.cursorEnd == cursor)
            _ = session.inspect(Self.cell, cursor: cursor)
            let prefix = String(String.UnicodeScalarView(scalars[..<cursor]))
            _ = session.isComplete(prefix)
        }
        #expect(session.complete(Self.cell, cursor: -5).cursorEnd == 0)
        #expect(session.complete(Self.cell, cursor: 10_000).cursorEnd == scalars.count)
    }

    @Test func deeplyNestedInputIsAnsweredWithoutOverflow() {
        let session = Lang.Session()
        let deep = String(repeating: "[", count: 20_000) + "1."
        #expect(session.complete(deep, cursor: deep.unicodeScalars.count).matches.isEmpty)
        #expect(session.isComplete(deep) == .incomplete(indent: String(repeating: " ", count: 80_000)))
        #expect(session.inspect(deep, cursor: 20_000) == nil)
    }
}
