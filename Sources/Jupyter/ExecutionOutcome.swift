/// How a cell ended: a result to show (or none), or an error.
public enum ExecutionOutcome: Sendable, Equatable {
    /// The cell ran; `result` is the value of its last expression, shown as `execute_result`.
    case success(result: MimeBundle?)
    /// The cell failed; the error is published on iopub and returned in the reply.
    case failure(ExecutionError)
}

/// A failed cell as Jupyter reports it.
public struct ExecutionError: Error, Sendable, Equatable {
    /// The error's kind, such as `SyntaxError`.
    public var name: String
    /// The one-line message.
    public var value: String
    /// The lines a front end prints: the message, the source line, a caret under the column.
    public var traceback: [String]

    /// An error with its traceback lines.
    public init(name: String, value: String, traceback: [String]) {
        self.name = name
        self.value = value
        self.traceback = traceback
    }

    /// The error as the `ename`/`evalue`/`traceback` fields of `error` and `execute_reply`.
    var content: JSONObject {
        ["ename": .string(name), "evalue": .string(value), "traceback": .array(traceback.map(JSONValue.string))]
    }
}
