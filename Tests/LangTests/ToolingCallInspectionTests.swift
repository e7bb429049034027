import Testing
@testable import Lang

/// Shift-Tab inside a call's parentheses: JupyterLab sends the cursor just after `(` or among the
/// arguments, where no known name is under it, and expects the called declaration's answer.
@Suite struct ToolingCallInspectionTests {
    /// Inspects `code` at its `|` (removed).
    private func inspect(_ code: String, in session: Lang.Session = Lang.Session()) -> Lang.Inspection? {
        let parts = code.components(separatedBy: "|")
        return session.inspect(parts.joined(), cursor: parts[0].unicodeScalars.count)
    }

    @Test func justAfterTheParenthesisAndAmongTheArgumentsTheCallIsAnswered() throws {
        let star = try #require(inspect("Star|"))
        #expect(star.signature == "struct Star: Shape")
        #expect(inspect("Star(|") == star)
        #expect(inspect("Star(points: 5, |)") == star)
        // A label being typed is no known name, so the call is described.
        #expect(inspect("Star(points: 5, corn|)") == star)
        #expect(inspect("Text(\"hel|")?.signature == "struct Text: View")
    }

    @Test func theInnermostOpenCallWinsAndAMethodIsFoundByItsReceiver() throws {
        let session = Lang.Session()
        _ = session.run("/// Places a dot.\nfunc dot(x: Double, y: Double) -> Double { x + y }")
        #expect(inspect("Star(points: Int(dot(x: 1, |", in: session)?.signature == "func dot(x: Double, y: Double) -> Double")
        #expect(inspect("Star(points: abs(-5), |")?.signature == "struct Star: Shape")
        let arc = try #require(inspect("Path().addArc(|"))
        #expect(arc.signature.hasPrefix("mutating func addArc("))
        #expect(arc == inspect("Path().addArc|"))
    }

    @Test func bracketsInStringsAndCommentsDoNotCount() {
        #expect(inspect("Star(points: 5, cornerRadius: \"(\".isEmpty ? 1 : 2, |")?.signature == "struct Star: Shape")
        #expect(inspect("Star(points: 5, // sin(\n|")?.signature == "struct Star: Shape")
    }

    @Test func noOpenCallNoAnswer() {
        for code in ["let x = (|", "HStack {\n|", "HStack(spacing: 4) {\n|", "Star(points: 5)|", "NoSuchThing(|", "[1, |"] {
            #expect(inspect(code) == nil, "\(code)")
        }
    }

    @Test func aKnownNameUnderTheCursorStillWinsOverTheCall() {
        #expect(inspect("Star(points: 5, cornerRadius: s|in(1))")?.signature == "func sin<T: FloatingPoint>(_ x: T) -> T")
    }
}
