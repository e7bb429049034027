/// Jupyter's `is_complete`: whether a cell can run as typed, needs more lines, or cannot be fixed
/// by adding lines.
enum CompletenessChecker {
    static let indentUnit = "    "

    static func check(_ source: String) -> Completeness {
        let tokens: [Token]
        do {
            tokens = try Lexer.tokenize(source)
        } catch {
            if error.message.hasPrefix("unterminated string interpolation") || error.message.hasPrefix("unterminated '/*'") {
                return .incomplete(indent: "")
            }
            if error.message.hasPrefix("unterminated string literal") {
                return source.contains("\"\"\"") ? .incomplete(indent: "") : .invalid
            }
            return .invalid
        }
        var open: [String] = []
        let pairs = [")": "(", "]": "[", "}": "{"]
        for token in tokens {
            guard case .symbol(let s) = token.kind else { continue }
            if s == "(" || s == "[" || s == "{" {
                open.append(s)
            } else if let opener = pairs[s] {
                guard open.last == opener else { return .invalid }
                open.removeLast()
            }
        }
        if !open.isEmpty { return .incomplete(indent: String(repeating: indentUnit, count: open.count)) }
        let meaningful = tokens.dropLast()
        if let last = meaningful.last, case .symbol(let s) = last.kind,
           Parser.binaryPrecedence[s] != nil || Parser.assignmentOperators.contains(s) || s == "," || s == "->" || s == "." {
            return .incomplete(indent: indentUnit)
        }
        if let last = meaningful.last, last.isKeyword("else") || last.isKeyword("in") {
            return .incomplete(indent: indentUnit)
        }
        return .complete
    }
}
