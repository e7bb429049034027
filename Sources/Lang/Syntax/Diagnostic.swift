/// A message about a cell's source, with where it applies: a syntax error from the parser, a type
/// error from the checker, each in swiftc's words.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious the message is, as swiftc labels it.
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    /// A secondary message pointing elsewhere (`to match this opening '('`).
    public struct Note: Sendable, Hashable {
        public var message: String
        public var range: SourceRange

        public init(message: String, range: SourceRange) {
            self.message = message
            self.range = range
        }
    }

    public var severity: Severity
    public var message: String
    /// Where it applies; `range.start` is where swiftc puts the caret.
    public var range: SourceRange
    public var notes: [Note]

    public init(severity: Severity = .error, message: String, range: SourceRange, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
    }

    /// `line:column: error: message`, as swiftc prints it (without the file name).
    public var description: String {
        "\(range.start): \(severity.rawValue): \(message)"
    }
}
