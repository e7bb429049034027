/// A failure while a cell runs, where Swift would trap: overflow, division by zero, nil
/// unwrapped, index out of range; and the limits that keep a cell from running forever. It names
/// the line, as the kernel reports it.
public struct RuntimeError: Error, Equatable, CustomStringConvertible {
    /// Swift's words for the trap (`Division by zero`).
    public var message: String
    /// The 1-based source line of the expression that failed, or 0 if unknown.
    public var line: Int
    /// Whether a limit (steps, depth, interrupt) stopped the cell rather than the program.
    public var isLimit: Bool

    public init(_ message: String, line: Int, isLimit: Bool = false) {
        self.message = message
        self.line = line
        self.isLimit = isLimit
    }

    public var description: String {
        line > 0 ? "line \(line): Fatal error: \(message)" : "Fatal error: \(message)"
    }
}
