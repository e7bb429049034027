/// Any error a cell can raise, with the place in the source it belongs to.
///
/// The lexer, parser and interpreter all throw this one type; `Session` turns it into the public
/// `CellError` (with the source line and a caret).
struct LanguageError: Error, Sendable {
    enum Kind: String, Sendable {
        case syntax = "SyntaxError"
        case runtime = "RuntimeError"
        case interrupt = "InterruptError"
        case limit = "LimitError"
        case memory = "MemoryError"
    }

    var kind: Kind
    var message: String
    var location: SourceLocation?
    /// Further syntax errors found in the same cell, after the first.
    var others: [LanguageError] = []
    /// The cell the location refers to, when it is not the cell being run (a function declared earlier).
    var sourceText: SourceText?
    /// Where, in the cell being run, the call that led into that earlier code was made.
    var callSite: SourceLocation?

    static func syntax(_ message: String, at location: SourceLocation) -> LanguageError {
        LanguageError(kind: .syntax, message: message, location: location)
    }

    static func runtime(_ message: String, at location: SourceLocation? = nil) -> LanguageError {
        LanguageError(kind: .runtime, message: message, location: location)
    }

    static func limit(_ message: String, at location: SourceLocation? = nil) -> LanguageError {
        LanguageError(kind: .limit, message: message, location: location)
    }

    /// The same error, placed at `location` unless it already has a place.
    func located(at location: SourceLocation) -> LanguageError {
        var copy = self
        if copy.location == nil { copy.location = location }
        return copy
    }
}

/// Shorthand for a runtime error without a location yet (the interpreter adds the call site).
func fail(_ message: String) -> LanguageError { .runtime(message) }
