import Geometry

/// Parses one cell into a `SourceFile`: recursive descent over the lexer's tokens, with Swift's
/// operator-precedence folding, whitespace rules and error recovery at statement boundaries.
///
/// Bad input never traps: every recursive rule passes through `descend`, which stops at
/// `maximumDepth` with swiftc's "nesting level exceeded" error and abandons the rest of the
/// cell, so 100,000 nested parentheses cost one error, not the stack.
public struct Parser {
    /// How deep expressions, statements, types and patterns may nest (swiftc's limit too).
    public static let maximumDepth = 256

    var tokens: [Token]
    /// The lexer's doc comments and string contents, by token index.
    var docComments: [Int: String] = [:]
    var strings: [Int: StringToken] = [:]
    var index = 0
    let scalars: [Unicode.Scalar]
    var diagnostics: [Diagnostic] = []
    /// See `SourceFile.placementErrors`.
    var placementErrors: [Diagnostic] = []
    var nextID = 0
    var depth = 0
    /// How many times `deepen` was called: every `Lexer.interruptInterval` steps an
    /// interruptible parse looks at the thread's interrupt.
    var steps = 0
    /// Whether the parse stops early once the thread's context is interrupted (see `parse`).
    var interruptible = false
    /// The stack this parse may use (measured from where `parse` was called).
    let stackBudget = StackBudget()
    /// Set when the nesting limit was hit: the parser then consumes nothing more.
    var abandoned = false
    /// In an `if`/`while`/`guard` condition, a `for` sequence or a `switch` subject: a `{` starts
    /// the body, not a trailing closure (Swift's rule).
    var forbidsTrailingClosure = false
    /// For each closure being parsed, innermost last: one more than the highest `$n` its body uses.
    var anonymousParameterCounts: [Int] = []
    /// In an `#if` condition, which ends with its line: postfix chains stop at a new line.
    var stopsAtLineStart = false
    /// Set while a key path's root type is parsed: `\[Int].count` names a property of `[Int]`,
    /// not a member type (Parser+Types.swift, `memberTypes(of:)`).
    var parsesKeyPathRoot = false
    /// Set after a malformed token (an unterminated string) until the next statement, whose
    /// follow-on errors swiftc does not report either.
    var suppressesErrors = false
    /// The end of the last token consumed.
    var lastEnd = SourceLocation.start
    /// Tokens replaced by `splitOperator`, oldest first, so `restore` can undo the splits.
    var splitLog: [(index: Int, token: Token)] = []
    /// How infix operators declared in this cell fold (`infix operator <> : AdditionPrecedence`).
    var operatorGroups: [String: FoldingPrecedence] = [:]

    /// Parses a cell's source. An `interruptible` parse (a cell's, run under the session's
    /// `ResourceContext`) stops early with an "interrupted" error once that context is
    /// interrupted: lexing a megabyte took seconds in a debug build.
    public static func parse(_ source: String, interruptible: Bool = false) -> ParseResult {
        var lexer = Lexer(source: source)
        lexer.interruptible = interruptible
        let tokens = lexer.tokenize()
        var parser = Parser(tokens: tokens, scalars: lexer.scalars)
        parser.interruptible = interruptible
        parser.diagnostics = lexer.diagnostics
        parser.docComments = lexer.docComments
        parser.strings = lexer.strings
        parser.collectOperatorDeclarations()
        let statements = parser.parseTopLevel()
        let diagnostics = parser.diagnostics.sorted { $0.range.start < $1.range.start }
        var file = SourceFile(statements: statements, nodeCount: parser.nextID)
        file.placementErrors = parser.placementErrors
        return ParseResult(file: file, diagnostics: diagnostics)
    }

    init(tokens: [Token], scalars: [Unicode.Scalar]) {
        self.tokens = tokens
        self.scalars = scalars
    }

    // MARK: - Tokens

    // Inlined so that `current.kind` reads one field instead of copying the token (a third of
    // the parse's time went to token copies).
    var current: Token {
        @inline(__always) get { tokens[index] }
    }

    /// The token `offset` places ahead (the end-of-file token past the end).
    @inline(__always)
    func peek(_ offset: Int = 1) -> Token {
        tokens[Swift.min(index + offset, tokens.count - 1)]
    }

    var atEnd: Bool { current.kind == .endOfFile }

    @discardableResult
    mutating func advance() -> Token {
        let token = current
        if token.kind != .endOfFile {
            index += 1
            lastEnd = token.range.end
        }
        return token
    }

    /// Consumes the current token if it is of `kind`.
    mutating func consume(_ kind: TokenKind) -> Token? {
        guard current.kind == kind else { return nil }
        return advance()
    }

    mutating func consumeKeyword(_ keyword: Keyword) -> Token? {
        guard current.isKeyword(keyword) else { return nil }
        return advance()
    }

    mutating func consumeOperator(_ spelling: String) -> Token? {
        guard current.isOperator(spelling) else { return nil }
        return advance()
    }

    mutating func consumeIdentifier(_ name: String) -> Token? {
        guard current.isIdentifier(name) else { return nil }
        return advance()
    }

    /// Splits the current operator token after its first `length` characters (`>>` closing two
    /// generic lists, `?>` in `Array<Int?>`) and consumes the first part.
    mutating func splitOperator(keeping length: Int) -> Token {
        let token = current
        let first = String(token.text.prefix(length))
        let rest = String(token.text.dropFirst(length))
        var middle = token.range.start
        middle.column += length
        middle.offset += length
        var head = token
        head.text = first
        head.range = SourceRange(start: token.range.start, end: middle)
        head.isRightBound = true
        var tail = token
        tail.text = rest
        tail.range = SourceRange(start: middle, end: token.range.end)
        tail.isLeftBound = true
        tail.isAtLineStart = false
        splitLog.append((index, token))
        tokens[index] = tail
        lastEnd = middle
        return head
    }

    // MARK: - Nodes and errors

    mutating func makeID() -> NodeID {
        defer { nextID += 1 }
        return NodeID(nextID)
    }

    func range(from start: SourceLocation) -> SourceRange {
        SourceRange(start: start, end: Swift.max(start, lastEnd))
    }

    mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        guard !abandoned, !suppressesErrors else { return }
        diagnostics.append(Diagnostic(message: message, range: SourceRange(at: location), notes: notes))
    }

    /// "expected X" where swiftc reports a missing token.
    mutating func errorExpected(_ message: String, notes: [Diagnostic.Note] = []) {
        error(message, at: expectedLocation, notes: notes)
    }

    /// Where swiftc reports a missing token: just after the previous token when the current one
    /// starts a new line, else at the current token (the end of the cell included).
    var expectedLocation: SourceLocation {
        current.isAtLineStart && !atEnd ? lastEnd : current.start
    }

    /// Runs `body` one nesting level deeper; past `maximumDepth` reports swiftc's error once,
    /// abandons the cell and returns `fallback` without recursing further.
    mutating func descend<T>(_ fallback: (inout Parser) -> T, _ body: (inout Parser) -> T) -> T {
        guard deepen() else { return fallback(&self) }
        defer { depth -= 1 }
        return body(&self)
    }

    /// Counts one more level of nesting (a recursive rule, or one more fold of an operator or
    /// postfix chain, which deepens the tree as much); past the limit, when the stack budget
    /// is spent or once the thread's context is interrupted, reports the error once, abandons
    /// the cell and returns false (depth unchanged).
    mutating func deepen() -> Bool {
        if abandoned { return false }
        steps &+= 1
        if interruptible, steps % Lexer.interruptInterval == 0, ResourceContext.current?.isInterruptRequested == true {
            error("interrupted", at: current.start)
        } else if depth >= Self.maximumDepth {
            error("structure nesting level exceeded maximum of \(Self.maximumDepth)", at: current.start)
        } else if stackBudget.isExhausted {
            error("structure nesting too deep for the parser's stack", at: current.start)
        } else {
            depth += 1
            return true
        }
        abandoned = true
        index = tokens.count - 1
        return false
    }

    /// Placeholders where the parser recovered or gave up.
    mutating func makeErrorStmt() -> Stmt {
        Stmt(id: makeID(), range: SourceRange(at: current.start), kind: .error)
    }

    mutating func makeErrorType() -> TypeExpr {
        TypeExpr(id: makeID(), range: SourceRange(at: current.start), kind: .error)
    }

    mutating func makeErrorPattern() -> Pattern {
        Pattern(id: makeID(), range: SourceRange(at: current.start), kind: .error)
    }

    mutating func makeErrorDecl() -> Decl {
        Decl(id: makeID(), range: SourceRange(at: current.start), docComment: nil, attributes: [], modifiers: [],
             kind: .error)
    }

    // MARK: - Backtracking

    /// The state to return to when a tentative parse fails.
    struct Checkpoint {
        var index: Int
        var diagnosticCount: Int
        var nextID: Int
        var lastEnd: SourceLocation
        var splitCount: Int
    }

    func checkpoint() -> Checkpoint {
        Checkpoint(index: index, diagnosticCount: diagnostics.count, nextID: nextID,
                   lastEnd: lastEnd, splitCount: splitLog.count)
    }

    /// Returns to `point`, unless the cell was abandoned meanwhile (then it stays at its end).
    mutating func restore(_ point: Checkpoint) {
        guard !abandoned else { return }
        index = point.index
        diagnostics.removeSubrange(point.diagnosticCount...)
        nextID = point.nextID
        lastEnd = point.lastEnd
        while splitLog.count > point.splitCount, let (at, token) = splitLog.popLast() {
            tokens[at] = token
        }
    }

    /// The text of the source between two offsets (attribute arguments, `#available`).
    func sourceText(from start: Int, to end: Int) -> String {
        guard start < end, end <= scalars.count else { return "" }
        return Lexer.string(scalars[start..<end])
    }
}
