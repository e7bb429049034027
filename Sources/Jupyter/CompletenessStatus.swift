/// Whether code is ready to run, as `is_complete_reply` reports it.
public enum CompletenessStatus: Sendable, Equatable {
    /// Ready to run.
    case complete
    /// Needs more lines; `indent` is what a console should put before the next one.
    case incomplete(indent: String)
    /// Can never parse, however it continues.
    case invalid
    /// The interpreter cannot tell.
    case unknown

    /// The reply's content.
    var content: JSONObject {
        switch self {
        case .complete: return ["status": "complete"]
        case .incomplete(let indent): return ["status": "incomplete", "indent": .string(indent)]
        case .invalid: return ["status": "invalid"]
        case .unknown: return ["status": "unknown"]
        }
    }
}
