import Synchronization

/// What a running cell (or a comm handler) can do besides returning: print to a stream, display
/// values and update them in place, clear the output, open comms, page documentation and read a
/// line the user types.
///
/// The core makes one per execute request and per comm message; it publishes on iopub with that
/// request as parent, and publishes nothing for silent cells.
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
    /// The kernel's comms, when the context may open them (not in user expressions).
    private let comms: CommManager?
    private let pages = Mutex<[JSONValue]>([])
    /// Asks the front end for a line: the prompt, whether it is a password, and when to give up.
    public typealias InputReader = @Sendable (_ prompt: String, _ password: Bool, _ stop: () -> Bool) -> String?
    /// How the cell asks for input; nil when its request did not allow stdin.
    private let inputReader: InputReader?

    /// A context that publishes through `publisher`, or nowhere when it is nil, opens comms
    /// through `comms` and reads input through `inputReader`.
    public init(
        executionCount: Int, publisher: (@Sendable (_ type: String, _ content: JSONObject) -> Void)?,
        comms: CommManager? = nil, inputReader: InputReader? = nil
    ) {
        self.executionCount = executionCount
        self.publisher = publisher
        self.comms = comms
        self.inputReader = inputReader
    }

    /// Whether the front end can be asked for input (the request's `allow_stdin`).
    public var canReadInput: Bool { inputReader != nil }

    /// Asks the front end for a line (`input_request` on stdin) and waits for it: what the user
    /// typed, without a newline; nil when the request did not allow stdin, or once `stop` returns
    /// true (asked every 50 ms: an interrupt).
    public func input(prompt: String = "", password: Bool = false, stop: () -> Bool) -> String? {
        inputReader?(prompt, password, stop)
    }

    /// Whether anything published here reaches a front end (false for silent cells).
    public var isPublishing: Bool { publisher != nil }

    /// Publishes `text` on a stream (`print`).
    public func write(_ text: String, to stream: Stream = .stdout) {
        publisher?("stream", ["name": .string(stream.rawValue), "text": .string(text)])
    }

    /// Publishes a value as `display_data` (`display(x)`); with an `id`, later `updateDisplay`
    /// calls with that id replace it wherever it is shown.
    public func display(_ bundle: MimeBundle, id: String? = nil) {
        publisher?("display_data", Self.displayContent(bundle, id: id))
    }

    /// Replaces every output displayed with `id` (`update_display_data`), in this cell or an
    /// earlier one.
    public func updateDisplay(_ bundle: MimeBundle, id: String) {
        publisher?("update_display_data", Self.displayContent(bundle, id: id))
    }

    /// Clears the output area of the cell (`clear_output`); with `wait`, only when the next
    /// output arrives, so a loop that redraws does not flicker.
    public func clearOutput(wait: Bool) {
        publisher?("clear_output", ["wait": .bool(wait)])
    }

    /// Opens a comm from the kernel to `target` (a widget model, say); nil in contexts that
    /// cannot reach a front end.
    public func openComm(target: String, data: JSONObject, metadata: JSONObject = [:]) -> Comm? {
        guard publisher != nil, let comms else { return nil }
        return comms.open(target: target, data: data, metadata: metadata)
    }

    /// The open comm with `id`, if any.
    public func comm(id: String) -> Comm? {
        comms?.comm(id: id)
    }

    /// Shows `bundle` in the front end's pager (`Star?`): an `execute_reply` payload with
    /// `source: page`, as IPython's `?` and `help()` do.
    public func page(_ bundle: MimeBundle) {
        pages.withLock { $0.append(["source": "page", "data": .object(bundle.data), "start": 0]) }
    }

    /// The payloads the reply carries, in the order they were added.
    var payload: [JSONValue] {
        pages.withLock { $0 }
    }

    private static func displayContent(_ bundle: MimeBundle, id: String?) -> JSONObject {
        let transient: JSONObject = id.map { ["display_id": .string($0)] } ?? [:]
        return ["data": .object(bundle.data), "metadata": .object(bundle.metadata), "transient": .object(transient)]
    }
}
