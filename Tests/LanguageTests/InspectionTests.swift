import Testing
@testable import Language

/// Shift-Tab inside a call's parentheses: JupyterLab sends the cursor just after `(` or among
/// the arguments, where no name is under the cursor, and expects the callee's signature.
@Suite struct InspectionTests {
    private func inspect(_ code: String, at marker: String = "|") -> InspectionResult? {
        let session = Session()
        let parts = code.components(separatedBy: marker)
        let cursor = parts[0].unicodeScalars.count
        return session.inspect(parts.joined(), cursor: cursor)
    }

    @Test func cursorJustAfterOpenParenthesisNamesTheCall() throws {
        let star = try #require(inspect("Star(|"))
        #expect(star.plainText.hasPrefix("Star\n"))
        #expect(star.plainText.contains("Star(points: Int = 5, cornerRadius: Double = 0"))
    }

    @Test func cursorAmongArgumentsNamesTheCall() throws {
        let afterComma = try #require(inspect("Star(points: 5, |)"))
        #expect(afterComma.plainText.contains("cornerRadius"))
        // A label being typed is not a known name, so the call is described.
        let inLabel = try #require(inspect("Star(points: 5, corn|)"))
        #expect(inLabel.plainText == afterComma.plainText)
    }

    @Test func innermostOpenCallWins() throws {
        let inner = try #require(inspect("HStack(spacing: Double(|"))
        #expect(inner.plainText.hasPrefix("Double") || inner.plainText.contains("Double("))
        #expect(!inner.plainText.contains("spacing"))
        let outer = try #require(inspect("Star(points: abs(-5), |"))
        #expect(outer.plainText.hasPrefix("Star\n"))
    }

    @Test func memberCallsAndArrayArgumentsNameTheirCall() throws {
        let member = try #require(inspect("Path().addArc(|"))
        #expect(member.plainText.contains("tangent1End"))
        let arrayArgument = try #require(inspect("Star(points: [1, |"))
        #expect(arrayArgument.plainText.hasPrefix("Star\n"))
    }

    @Test func parenthesesInStringsAndCommentsDoNotCount() throws {
        let string = try #require(inspect("Star(points: 5, label: \"(\", |"))
        #expect(string.plainText.hasPrefix("Star\n"))
        let inString = try #require(inspect("Text(\"hel|"))
        #expect(inString.plainText.hasPrefix("Text\n"))
        let comment = try #require(inspect("Star(points: 5, // sin(\n|"))
        #expect(comment.plainText.hasPrefix("Star\n"))
    }

    @Test func noCallNoAnswer() {
        #expect(inspect("let x = (|") == nil)
        #expect(inspect("HStack {\n|") == nil)
        #expect(inspect("HStack(spacing: 4) {\n|") == nil)
        #expect(inspect("Star(points: 5)|") == nil)
        #expect(inspect("NoSuchThing(|") == nil)
    }

    @Test func aNameUnderTheCursorStillWinsOverTheCall() throws {
        let inner = try #require(inspect("Star(points: 5, cornerRadius: s|in(1))"))
        #expect(inner.plainText.hasPrefix("sin"))
    }
}

/// Every parameter of the documented builtins is explained, in the order of the signature.
@Test func parameterDocumentationMatchesTheSignatures() {
    let table = BuiltinTable()
    for (name, parameters) in parameterDocs {
        let entry = table.allEntries.first { $0.qualifiedName == name }
        #expect(entry != nil, "\(name) is documented but is no builtin")
        guard let builtin = entry?.builtin else { continue }
        let labels = Set(builtin.overloads.flatMap { $0.parameters.map { $0.label ?? "_" } })
        for parameter in parameters {
            let label = parameter.name.hasPrefix("_ ") ? "_" : parameter.name
            #expect(labels.contains(label), "\(name) has no parameter \(parameter.name)")
        }
        for label in labels where label != "_" {
            #expect(parameters.contains { $0.name == label }, "\(name)'s parameter \(label) is not explained")
        }
    }
    let star = Session().inspect("Star", cursor: 4)
    #expect(star?.plainText.contains("- `cornerRadius`: The radius of the arc") == true)
    #expect(star?.markdown.contains("Parameters:") == true)
}
