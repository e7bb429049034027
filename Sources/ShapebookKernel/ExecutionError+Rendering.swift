import Geometry
import Jupyter

extension ExecutionError {
    /// The error of a result that could not be drawn: `InterruptError` or `MemoryError` when
    /// the session's context stopped it, else `RenderError`.
    static func rendering(_ error: any Error) -> ExecutionError {
        let name = switch (error as? any ResourceLimitedError)?.limit {
        case .interrupted?: "InterruptError"
        case .memory?: "MemoryError"
        case nil: "RenderError"
        }
        return ExecutionError(name: name, value: "\(error)", traceback: ["\(name): \(error)"])
    }
}
