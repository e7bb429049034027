/// How one cell ran through Lang compared with the old language (the reference).
enum ReadinessVerdict: Equatable {
    /// Same printed output and the same figure (display list) or text result; or both stopped.
    case agrees
    /// Lang shows what Swift shows where the old language was not Swift (it printed a whole
    /// Double as `150`, Swift as `150.0`): the switch changes it on purpose; the reason says how.
    case intended(String)
    /// Lang ran it but shows something else; the reason says what.
    case differs(String)
    /// Lang's checker (or parser) refused it: its first diagnostic and the word it points at.
    case rejected(String, near: String)
    /// Lang cannot find a name that an earlier cell, one that did not agree, declares.
    case follows(earlier: Int, name: String)
    /// Lang stopped it while it ran; the old language did not.
    case runtimeError(String)

    /// Agrees, or differs only where Swift wins.
    var isAgreement: Bool {
        if case .intended = self { return true }
        return self == .agrees
    }

    /// The column of the summary this verdict counts in.
    var category: String {
        switch self {
        case .agrees, .intended: "agrees"
        case .differs: "differs"
        case .rejected, .follows: "rejected"
        case .runtimeError: "runtime error"
        }
    }

    /// What groups this cell with others that need the same port: the first missing name
    /// (`cannot find 'GeometryReader' in scope` → `GeometryReader`, `value of type 'Path' has no
    /// member 'dashed'` → `Path.dashed`), else the message without its particulars.
    var group: String {
        switch self {
        case .agrees: return "agrees"
        case .intended(let reason): return "intended: " + reason
        case .differs(let reason): return "differs: " + Self.generalised(reason)
        case .runtimeError(let message): return "runtime error: " + Self.generalised(message)
        case .follows: return "follows from an earlier cell that does not agree"
        case .rejected(let message, let word):
            let quoted = message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            if message.hasPrefix("cannot find"), let name = quoted.first { return "missing " + name }
            if message.contains("has no member"), quoted.count >= 2 {
                return "missing " + Self.typeName(quoted[0]) + "." + quoted[1]
            }
            if message.hasPrefix("no exact matches in call to"), let name = quoted.first {
                // `init` alone says little: the type it constructs, from the word at the caret.
                return "no overload " + (name == "init" && !word.isEmpty ? word + ".init" : name)
            }
            return "rejected: " + Self.generalised(message.components(separatedBy: "; did you mean").first ?? message)
        }
    }

    /// `Path`, `GraphicsContext` from `'some View'`-style type names (generic arguments dropped).
    private static func typeName(_ text: String) -> String {
        let base = text.replacingOccurrences(of: "some ", with: "").replacingOccurrences(of: "any ", with: "")
        return String(base.prefix { $0 != "<" })
    }

    /// A message with its line numbers and counts replaced, so that like reasons group together.
    private static func generalised(_ text: String) -> String {
        let firstLine = String(text.prefix { $0 != "\n" })
        return firstLine.replacingOccurrences(of: #"\b\d+(\.\d+)?\b"#, with: "N", options: .regularExpression)
    }
}
