import Testing
@testable import Lang

/// `Lang.Session.isComplete`: what Jupyter's console asks before it runs a cell.
@Suite struct ToolingCompletenessTests {
    let session = Lang.Session()

    @Test func finishedCellsAreComplete() {
        #expect(session.isComplete("let x = 1\nprint(x)") == .complete)
        #expect(session.isComplete("let y = x!") == .complete)
        #expect(session.isComplete("") == .complete)
        #expect(session.isComplete("func f() {\n    print(1)\n}") == .complete)
    }

    @Test func openBracketsAskForIndentedLines() {
        #expect(session.isComplete("func f() {") == .incomplete(indent: "    "))
        #expect(session.isComplete("let a = [1,\n  [2,") == .incomplete(indent: "        "))
        #expect(session.isComplete("print(1,") == .incomplete(indent: "    "))
    }

    @Test func openMultilineStringsAndCommentsAreIncomplete() {
        #expect(session.isComplete("let s = \"\"\"\nabc") == .incomplete(indent: ""))
        #expect(session.isComplete("/* note") == .incomplete(indent: ""))
    }

    @Test func aTrailingOperatorContinuesTheExpression() {
        #expect(session.isComplete("let x = 1 +") == .incomplete(indent: "    "))
        #expect(session.isComplete("let x =") == .incomplete(indent: "    "))
        #expect(session.isComplete("let x = a &&") == .incomplete(indent: "    "))
    }

    @Test func strayClosersAndBrokenStringsAreInvalid() {
        #expect(session.isComplete("let x = 1)") == .invalid)
        #expect(session.isComplete("let a = [1, 2)") == .invalid)
        #expect(session.isComplete("print(\"abc)") == .invalid)
    }

    @Test func aStatementCutShortAtTheEndIsIncomplete() {
        #expect(session.isComplete("if x > 1") == .incomplete(indent: ""))
    }
}
