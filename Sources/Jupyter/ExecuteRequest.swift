/// What the front end asked to run, as the interpreter sees it.
public struct ExecuteRequest: Sendable, Equatable {
    /// The cell's source.
    public var code: String
    /// Silent cells publish nothing and do not count.
    public var silent: Bool
    /// Whether the cell goes into history and increments the execution count.
    public var storeHistory: Bool
    /// Whether the front end can answer `input_request`s (`ExecutionContext.input`).
    public var allowStdin: Bool

    /// A request; `silent` implies `storeHistory == false`, as the protocol says.
    public init(code: String, silent: Bool = false, storeHistory: Bool = true, allowStdin: Bool = false) {
        self.code = code
        self.silent = silent
        self.storeHistory = silent ? false : storeHistory
        self.allowStdin = allowStdin
    }
}
