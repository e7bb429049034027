import Foundation
import Jupyter
import Lang
import Synchronization
import Testing
@testable import ShapebookKernel

/// `readLine()` in a kernel cell: the front end's line when the request allows stdin, nil when
/// it does not, and an interrupt while waiting stops the cell and keeps the session.
@Suite struct StandardInputTests {
    /// What a front end saw of a cell: its stdout, and how often it was asked for input.
    final class FrontEnd: Sendable {
        let printed = Mutex("")
        let asked = Mutex(0)

        /// A cell's context whose front end answers each input request with `answer`.
        func context(answer: @escaping @Sendable (_ prompt: String, _ stop: () -> Bool) -> String?) -> ExecutionContext {
            ExecutionContext(executionCount: 1, publisher: { [self] type, content in
                if type == "stream", let text = content["text"]?.stringValue { printed.withLock { $0 += text } }
            }, inputReader: { [self] prompt, _, stop in
                asked.withLock { $0 += 1 }
                return answer(prompt, stop)
            })
        }
    }

    @Test func readLineReturnsWhatTheReaderTyped() {
        let interpreter = LangInterpreter(session: Lang.Session(), renderer: FakeRenderer())
        let frontEnd = FrontEnd()
        let context = frontEnd.context { prompt, _ in prompt.isEmpty ? "Ada" : nil }
        let cell = """
            let name = readLine()
            let raw = readLine(strippingNewline: false)
            print(name ?? "none", raw.map { $0.count } ?? -1)
            """
        #expect(interpreter.execute(ExecuteRequest(code: cell, allowStdin: true), context: context) == .success(result: nil))
        #expect(frontEnd.printed.withLock { $0 } == "Ada 4\n")
        #expect(frontEnd.asked.withLock { $0 } == 2)
    }

    @Test func readLineIsNilWhenTheFrontEndCannotBeAsked() {
        let interpreter = LangInterpreter(session: Lang.Session(), renderer: FakeRenderer())
        let outcome = interpreter.execute(ExecuteRequest(code: "readLine() == nil"), context: CellRecorder().context)
        #expect(outcome == .success(result: .plainText("true")))
    }

    @Test func anInterruptWhileWaitingStopsTheCellAndKeepsTheSession() {
        let interpreter = LangInterpreter(session: Lang.Session(), renderer: FakeRenderer())
        #expect(interpreter.execute(ExecuteRequest(code: "var kept = 41"), context: CellRecorder().context) == .success(result: nil))
        let waiting = DispatchSemaphore(value: 0)
        let context = FrontEnd().context { _, stop in
            waiting.signal()
            while !stop() { Thread.sleep(forTimeInterval: 0.01) }
            return nil
        }
        let outcome = OutcomeBox()
        let finished = DispatchSemaphore(value: 0)
        Thread {
            let result = interpreter.execute(ExecuteRequest(code: "kept = 0\nlet line = readLine()", allowStdin: true), context: context)
            outcome.value.withLock { $0 = result }
            finished.signal()
        }.start()
        #expect(waiting.wait(timeout: .now() + 30) == .success)
        interpreter.interrupt()
        #expect(finished.wait(timeout: .now() + 30) == .success)
        guard case .failure(let error)? = outcome.value.withLock({ $0 }) else {
            Issue.record("expected the cell to be interrupted")
            return
        }
        #expect(error.name == "InterruptError")
        #expect(error.value == "line 2: interrupted")
        #expect(interpreter.execute(ExecuteRequest(code: "kept + 1"), context: CellRecorder().context) == .success(result: .plainText("42")))
    }
}

/// The outcome of a cell run on another thread.
private final class OutcomeBox: Sendable {
    let value = Mutex<ExecutionOutcome?>(nil)
}
