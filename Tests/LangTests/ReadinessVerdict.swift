/// How one cell ran on Lang compared with what is recorded for it.
enum ReadinessVerdict: Equatable {
    /// The recorded output and the recorded figures (display lists) or text result; or it stops as recorded.
    case agrees
    /// Lang ran it but shows something else; the reason says what.
    case differs(String)
    /// Lang's checker (or parser) refused it: its first diagnostic and the word it points at.
    case rejected(String, near: String)
    /// Lang cannot find a name that an earlier cell, one that did not agree, declares.
    case follows(earlier: Int, name: String)
    /// Lang stopped it while it ran; the old language did not.
    case runtimeError(String)

    /// The column of the summary this verdict counts in.
    var category: String {
        switch self {
        case .agrees: "agrees"
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
