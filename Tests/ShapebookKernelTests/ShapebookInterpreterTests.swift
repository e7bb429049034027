import Foundation
import Jupyter
import Language
import Synchronization
import Testing
@testable import ShapebookKernel

/// The glue over a real session: what reaches Jupyter for prints, values, errors, interrupts.
@Suite struct ShapebookInterpreterTests {
    final class Recorder: Sendable {
        let published = Mutex<[(String, JSONObject)]>([])
        var context: ExecutionContext {
            ExecutionContext(executionCount: 1) { type, content in self.published.withLock { $0.append((type, content)) } }
        }
    }

    func run(_ code: String, on interpreter: ShapebookInterpreter, recorder: Recorder = Recorder()) -> ExecutionOutcome {
        interpreter.execute(ExecuteRequest(code: code), context: recorder.context)
    }

    @Test func printBecomesAStdoutStream() {
        let interpreter = ShapebookInterpreter(session: Session(), renderer: FakeRenderer())
        let recorder = Recorder()
        #expect(run("print(\"hello, world\")", on: interpreter, recorder: recorder) == .success(result: nil))
        let published = recorder.published.withLock { $0 }
        #expect(published.count == 1)
        #expect(published.first?.0 == "stream")
        #expect(published.first?.1 == ["name": "stdout", "text": "hello, world\n"])
    }

    @Test func lastExpressionIsTheResult() {
        let interpreter = ShapebookInterpreter(session: Session(), renderer: FakeRenderer())
        #expect(run("1 + 2", on: interpreter) == .success(result: .plainText("3")))
    }

    @Test func errorsCarryNameAndACaretTraceback() throws {
        let interpreter = ShapebookInterpreter(session: Session(), renderer: FakeRenderer())
        guard case .failure(let error) = run("let x = (1 +", on: interpreter) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.name == "SyntaxError")
        #expect(error.traceback.contains { $0.contains("let x = (1 +") })
        #expect(error.traceback.contains { $0.trimmingCharacters(in: .whitespaces) == "^" })
    }

    @Test func interruptStopsAnEndlessLoopAndKeepsTheSession() throws {
        let interpreter = ShapebookInterpreter(session: Session(), renderer: FakeRenderer())
        #expect(run("let kept = 41", on: interpreter) == .success(result: nil))
        interpreter.interrupt()  // no cell runs: must not poison the next one
        let started = Date()
        let outcome = executeInterrupted("while true {}", on: interpreter, after: 0.2, waitingAtMost: 2)
        #expect(Date().timeIntervalSince(started) < 1.5)
        guard case .failure(let error)? = outcome else {
            Issue.record("expected the loop to fail with an interrupt")
            return
        }
        #expect(error.name == "InterruptError")
        #expect(run("kept + 1", on: interpreter) == .success(result: .plainText("42")))
    }

    @Test func completionOffersStarForSta() {
        let interpreter = ShapebookInterpreter(session: Session(), renderer: FakeRenderer())
        let reply = interpreter.complete(code: "Sta", cursorPosition: 3)
        #expect(reply.items.map(\.text).contains("Star"))
        #expect(reply.cursorStart == 0)
        #expect(reply.cursorEnd == 3)
    }

    @Test func isCompleteSeesOpenBraces() {
        let interpreter = ShapebookInterpreter(session: Session(), renderer: FakeRenderer())
        #expect(interpreter.isComplete(code: "1 + 2") == .complete)
        if case .incomplete = interpreter.isComplete(code: "for i in 0..<3 {") {} else {
            Issue.record("an open brace needs more lines")
        }
    }
}

/// Runs `code` on a thread of its own, interrupts `interpreter` after `delay` seconds and waits
/// up to `limit` seconds more for the outcome; nil when the cell has not finished by then.
func executeInterrupted(_ code: String, on interpreter: any KernelInterpreter, after delay: TimeInterval,
                        waitingAtMost limit: TimeInterval) -> ExecutionOutcome? {
    let finished = DispatchSemaphore(value: 0)
    let outcome = Mutex<ExecutionOutcome?>(nil)
    Thread {
        let result = interpreter.execute(ExecuteRequest(code: code), context: ShapebookInterpreterTests.Recorder().context)
        outcome.withLock { $0 = result }
        finished.signal()
    }.start()
    Thread.sleep(forTimeInterval: delay)
    interpreter.interrupt()
    guard finished.wait(timeout: .now() + limit) == .success else { return nil }
    return outcome.withLock { $0 }
}
