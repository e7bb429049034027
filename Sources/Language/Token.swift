/// A position in a cell's source: 1-based line and column, and a 0-based offset, all counted
/// in Unicode scalars (as Jupyter's cursor positions are).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static let start = SourceLocation(line: 1, column: 1, offset: 0)

    public var description: String { "\(line):\(column)" }
}

/// A half-open stretch of source, from `start` up to (not including) `end`.
public struct SourceRange: Hashable, Sendable {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(_ start: SourceLocation, _ end: SourceLocation) {
        self.start = start
        self.end = end
    }
}

/// One piece of a string literal: plain text, or the tokens of a `\(…)` interpolation.
enum StringPart: Hashable, Sendable {
    case text(String)
    case interpolation([Token], SourceLocation)
}

/// What kind of token the lexer saw.
enum TokenKind: Hashable, Sendable {
    case identifier(String)
    case keyword(String)
    case number(Double)
    case string([StringPart])
    /// Punctuation and operators, spelled as in the source (`..<`, `+=`, `(`, `.`).
    case symbol(String)
    /// `@Name`: an attribute such as `@State`, accepted and ignored.
    case attribute(String)
    /// `#Name`: a directive such as `#Preview`.
    case directive(String)
    case endOfFile
}

/// One token with its place in the source and whether it starts a new line.
struct Token: Hashable, Sendable {
    var kind: TokenKind
    var range: SourceRange
    /// True when a newline separates this token from the one before it.
    var isAtLineStart: Bool
    /// True when whitespace (or a comment) separates this token from the one before it.
    var hasSpaceBefore: Bool

    var start: SourceLocation { range.start }

    /// The token as a person would name it in an error message.
    var display: String {
        switch kind {
        case .identifier(let name), .keyword(let name): return "'\(name)'"
        case .number(let value): return "'\(NumberFormat.text(value))'"
        case .string: return "string literal"
        case .symbol(let text): return "'\(text)'"
        case .attribute(let name): return "'@\(name)'"
        case .directive(let name): return "'#\(name)'"
        case .endOfFile: return "end of cell"
        }
    }

    func isSymbol(_ text: String) -> Bool {
        if case .symbol(let s) = kind { return s == text }
        return false
    }

    func isKeyword(_ word: String) -> Bool {
        if case .keyword(let k) = kind { return k == word }
        return false
    }

    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }
}

/// The words the parser treats specially. Contextual words (`get`, `set`, `some`, …) stay identifiers.
let reservedWords: Set<String> = [
    "let", "var", "func", "struct", "extension", "if", "else", "guard", "for", "in", "while",
    "repeat", "break", "continue", "return", "true", "false", "nil", "self", "Self", "static",
    "import", "init", "protocol", "enum", "class", "switch", "case", "default", "where", "throw",
    "try", "do", "catch", "defer", "inout", "as", "is",
]

/// Declaration modifiers that mean nothing in a notebook and are skipped.
let ignoredModifiers: Set<String> = [
    "private", "fileprivate", "public", "internal", "open", "final", "mutating", "nonmutating",
    "override", "lazy", "weak", "unowned", "nonisolated", "dynamic", "indirect", "required",
    "convenience", "optional",
]
