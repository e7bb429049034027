/// What a running cell can do besides returning: print to a stream and display values.
///
/// The core makes one per execute request; it publishes on iopub with the request as parent,
/// and publishes nothing for silent cells.
public final class ExecutionContext: Sendable {
    /// The two output streams a front end shows.
    public enum Stream: String, Sendable {
        /// Standard output, where `print` goes.
        case stdout
        /// Standard error, for warnings.
        case stderr
    }

    /// The cell's execution count (the `In [n]` number).
    public let executionCount: Int
    private let publisher: (@Sendable (_ type: String, _ content: JSONObject) -> Void)?

    /// A context that publishes through `publisher`, or nowhere when it is nil.
    public init(
        executionCount: Int, publisher: (@Sendable (_ type: String, _ content: JSONObject) -> Void)?
    ) {
        self.executionCount = executionCount
        self.publisher = publisher
    }

    /// Publishes `text` on a stream (`print`).
    public func write(_ text: String, to stream: Stream = .stdout) {
        publisher?("stream", ["name": .string(stream.rawValue), "text": .string(text)])
    }

    /// Publishes a value as `display_data` (`display(x)`).
    public func display(_ bundle: MimeBundle) {
        publisher?(
            "display_data",
            ["data": .object(bundle.data), "metadata": .object(bundle.metadata), "transient": [:]])
    }
}
