import Geometry

/// Builds the syntax tree of a cell from its tokens (recursive descent, precedence climbing for
/// binary operators).
///
/// On a syntax error it records the error, skips to the next line that starts a statement and
/// goes on, so that one run reports several mistakes. Nesting (brackets, blocks, closures) is
/// bounded by `maximumNesting` so that a pathological cell cannot overflow the native stack.
struct Parser {
    var tokens: [Token]
    var index = 0
    /// The token index at which `checkInterrupt()` next looks at the flag.
    var nextInterruptCheck = 0
    var errors: [LanguageError] = []
    var nesting = 0
    /// Inside `if`/`while`/`for`/`guard` conditions a `{` opens the body, not a trailing closure.
    var allowsTrailingClosure = true
    /// `$0`, `$1` … seen in the closure being parsed.
    var implicitParameterCount = 0

    static let maximumNesting = 200
    static let maximumErrors = 10

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    /// Parses a whole cell.
    /// - Throws: the first syntax error, with any later ones in `others`.
    static func parse(_ source: String) throws(LanguageError) -> [Stmt] {
        var parser = Parser(tokens: try Lexer.tokenize(source))
        return try parser.parseProgram()
    }

    mutating func parseProgram() throws(LanguageError) -> [Stmt] {
        var statements: [Stmt] = []
        while !atEnd {
            do {
                if let statement = try parseStatement() { statements.append(statement) }
                try expectStatementEnd()
            } catch {
                if error.kind != .syntax { throw error }
                errors.append(error)
                if errors.count >= Self.maximumErrors || error.message.contains("nested too deeply") { break }
                recover()
            }
        }
        if var first = errors.first {
            first.others = Array(errors.dropFirst())
            throw first
        }
        return statements
    }

    // MARK: - Token access

    var current: Token { tokens[min(index, tokens.count - 1)] }
    var previous: Token { tokens[max(0, min(index - 1, tokens.count - 1))] }
    var atEnd: Bool { if case .endOfFile = current.kind { return true } else { return false } }

    func peek(_ ahead: Int) -> Token { tokens[min(index + ahead, tokens.count - 1)] }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    /// Throws `InterruptError` once the running cell's interrupt was requested, looking every
    /// 1,024 tokens: a cell of 100 KB (a 20,000-element literal) takes a third of a second of
    /// CPU to lex and parse in a debug build, and seconds on a loaded machine (the fuzzer found
    /// it). Outside a cell (completion, inspection) no context is installed: it never throws.
    mutating func checkInterrupt() throws(LanguageError) {
        guard index >= nextInterruptCheck else { return }
        nextInterruptCheck = index + 1024
        if ResourceContext.current?.isInterruptRequested == true { throw LanguageError(.interrupted, at: current.start) }
    }

    func check(_ symbol: String) -> Bool { current.isSymbol(symbol) }
    func checkKeyword(_ word: String) -> Bool { current.isKeyword(word) }

    mutating func match(_ symbol: String) -> Bool {
        guard check(symbol) else { return false }
        advance()
        return true
    }

    mutating func matchKeyword(_ word: String) -> Bool {
        guard checkKeyword(word) else { return false }
        advance()
        return true
    }

    func error(_ message: String, at token: Token? = nil) -> LanguageError {
        .syntax(message, at: (token ?? current).start)
    }

    /// An error about a bracket or brace left open. At the end of the input it points just
    /// after the last token, on the line the code stopped, rather than at the end of the input
    /// (which, after trailing newlines, is an empty line below).
    func unclosedError(_ message: String) -> LanguageError {
        guard atEnd, index > 0 else { return error(message) }
        return .syntax(message, at: previous.range.end)
    }

    mutating func expect(_ symbol: String, _ what: String) throws(LanguageError) {
        guard match(symbol) else { throw error("expected '\(symbol)' \(what), found \(current.display)") }
    }

    /// Expects the `closing` bracket that matches `opening`, naming where it was opened.
    mutating func expectClosing(_ closing: String, opening: Token) throws(LanguageError) {
        guard match(closing) else {
            throw error("expected '\(closing)' to close '\(openingText(opening))' opened at \(opening.start)")
        }
    }

    private func openingText(_ token: Token) -> String {
        if case .symbol(let s) = token.kind { return s }
        return token.display
    }

    mutating func expectIdentifier(_ what: String) throws(LanguageError) -> String {
        switch current.kind {
        case .identifier(let name):
            advance()
            return name
        case .keyword(let word) where ["init", "self", "Self", "default"].contains(word) == false && what == "member name":
            advance()
            return word
        default:
            throw error("expected \(what), found \(current.display)")
        }
    }

    /// After a statement: a newline, `;`, `}` or the end must follow.
    mutating func expectStatementEnd() throws(LanguageError) {
        if match(";") { return }
        if atEnd || check("}") || current.isAtLineStart { return }
        throw error("consecutive statements on a line must be separated by ';' (found \(current.display))")
    }

    /// Skips to the next token that starts a line at the outermost level, or to the end.
    mutating func recover() {
        var depth = 0
        advance()
        while !atEnd {
            if depth <= 0 && current.isAtLineStart && !(check(".") || check("}") || check(")")) { return }
            if check("{") || check("(") || check("[") { depth += 1 }
            if check("}") || check(")") || check("]") { depth -= 1 }
            advance()
        }
    }

    /// Runs `body` one level deeper, refusing to nest beyond `maximumNesting`.
    mutating func nested<T>(_ body: (inout Parser) throws(LanguageError) -> T) throws(LanguageError) -> T {
        guard nesting < Self.maximumNesting else {
            throw error("expression or block nested too deeply (more than \(Self.maximumNesting) levels)")
        }
        nesting += 1
        defer { nesting -= 1 }
        return try body(&self)
    }

    func range(from start: Token) -> SourceRange {
        SourceRange(start.start, previous.range.end)
    }
}
