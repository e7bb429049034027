import Geometry

/// A failure while a cell runs, where Swift would trap: overflow, division by zero, nil
/// unwrapped, index out of range; and the limits that keep a cell from running forever or
/// exhausting memory. It names the line, as the kernel reports it.
public struct RuntimeError: Error, Equatable, CustomStringConvertible {
    /// What stopped the cell, as the kernel names it (Jupyter's `ename`).
    public enum Kind: String, Sendable {
        /// The program trapped, as a Swift binary would (`RuntimeError`).
        case trap = "RuntimeError"
        /// A limit of the session: steps, call depth, output (`LimitError`).
        case limit = "LimitError"
        /// The kernel's interrupt (`InterruptError`, Python's KeyboardInterrupt).
        case interrupt = "InterruptError"
        /// Growth refused by the session's memory budget (`MemoryError`).
        case memory = "MemoryError"
    }

    /// Swift's words for the trap (`Division by zero`).
    public var message: String
    /// The 1-based source line of the expression that failed, or 0 if unknown.
    public var line: Int
    /// What stopped the cell.
    public var kind: Kind
    /// The number of the session's cell whose code failed (a function or a view's body declared
    /// in an earlier cell), whose source `line` counts in; 0 for the code of the cell that was
    /// running (`Session.earlierCell(of:)` tells them apart).
    public var cell = 0

    /// Whether a limit (steps, depth, interrupt, memory) stopped the cell rather than the program.
    public var isLimit: Bool { kind != .trap }

    public init(_ message: String, line: Int, isLimit: Bool = false) {
        self.init(message, line: line, kind: isLimit ? .limit : .trap)
    }

    public init(_ message: String, line: Int, kind: Kind) {
        self.message = message
        self.line = line
        self.kind = kind
    }

    /// The interrupt that stopped the cell at `line` (0 while it was being checked).
    static func interrupted(line: Int) -> RuntimeError {
        RuntimeError("interrupted", line: line, kind: .interrupt)
    }

    /// The error for work that the session's `ResourceContext` stopped at `line`.
    init(_ limit: ResourceError, line: Int) {
        switch limit {
        case .interrupted: self = .interrupted(line: line)
        case .memory: self.init(limit.description, line: line, kind: .memory)
        }
    }

    public var description: String {
        line > 0 ? "line \(line): Fatal error: \(message)" : "Fatal error: \(message)"
    }
}
