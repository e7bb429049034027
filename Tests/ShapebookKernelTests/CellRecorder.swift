import Foundation
import Jupyter
import Synchronization

/// Records what a cell publishes on iopub (message type and content), in order.
final class CellRecorder: Sendable {
    let published = Mutex<[(String, JSONObject)]>([])
    var context: ExecutionContext {
        ExecutionContext(executionCount: 1) { type, content in self.published.withLock { $0.append((type, content)) } }
    }
}

/// Runs `code` on a thread of its own, interrupts `interpreter` after `delay` seconds and waits
/// up to `limit` seconds more for the outcome; nil when the cell has not finished by then.
func executeInterrupted(_ code: String, on interpreter: any KernelInterpreter, after delay: TimeInterval,
                        waitingAtMost limit: TimeInterval) -> ExecutionOutcome? {
    let finished = DispatchSemaphore(value: 0)
    let outcome = Mutex<ExecutionOutcome?>(nil)
    Thread {
        let result = interpreter.execute(ExecuteRequest(code: code), context: CellRecorder().context)
        outcome.withLock { $0 = result }
        finished.signal()
    }.start()
    Thread.sleep(forTimeInterval: delay)
    interpreter.interrupt()
    guard finished.wait(timeout: .now() + limit) == .success else { return nil }
    return outcome.withLock { $0 }
}
