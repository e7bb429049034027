import Foundation
import Testing
@testable import Jupyter

/// A kernel whose interpreter is still being made answers kernel_info and is_complete at once; a cell waits for it.
@Suite struct DeferredInterpreterTests {
    @Test func kernelInfoAndIsCompleteAreAnsweredBeforeTheInterpreterIsMadeAndACellWaitsForIt() throws {
        let client = TestClient()
        let release = DispatchSemaphore(value: 0)
        let made = DispatchSemaphore(value: 0)
        let fake = client.interpreter
        // A maker that made the interpreter in `init` would pass the five seconds, then signal `made`.
        let deferred = DeferredInterpreter(kernelInfo: fake.kernelInfo, isComplete: { $0.hasSuffix("{") ? .incomplete(indent: "  ") : .complete },
                                           interrupted: { _ in .failure(ExecutionError(name: "InterruptError", value: "", traceback: [])) }) {
            _ = release.wait(timeout: .now() + 5)
            made.signal()
            return fake
        }
        let transport = InMemoryTransport()
        let core = KernelCore(interpreter: deferred, transport: transport, signer: MessageSigner(key: TestClient.key))
        func replies() throws -> [Message] {
            try transport.sent.filter { $0.channel == .shell }.map { try client.wire.decode($0.frames) }
        }

        core.handle(try client.request("kernel_info_request").frames, on: .shell)
        #expect(try replies().map(\.messageType) == ["kernel_info_reply"])
        #expect(try replies().first?.content["implementation"] == "fake")
        #expect(deferred.isComplete(code: "for i in 0..<3 {") == .incomplete(indent: "  "))
        #expect(made.wait(timeout: .now()) == .timedOut, "kernel_info or is_complete waited for the interpreter")
        deferred.interrupt()   // no cell runs yet: nothing to stop, nothing to wait for
        #expect(deferred.deferredWorkDeadline == nil)

        let executed = DispatchSemaphore(value: 0)
        let execute = try client.request("execute_request", ["code": "42"]).frames
        Thread.detachNewThread {
            core.handle(execute, on: .shell)
            executed.signal()
        }
        #expect(executed.wait(timeout: .now() + 0.2) == .timedOut, "the cell ran before the interpreter was made")
        release.signal()
        #expect(executed.wait(timeout: .now() + 10) == .success)
        #expect(try replies().map(\.messageType) == ["kernel_info_reply", "execute_reply"])
        #expect(fake.executed.map(\.code) == ["42"])
    }

    @Test func aCellInterruptedWhileItWaitsIsAnsweredAsInterruptedWithoutRunning() throws {
        let client = TestClient()
        let release = DispatchSemaphore(value: 0)
        let fake = client.interpreter
        let deferred = DeferredInterpreter(kernelInfo: fake.kernelInfo, isComplete: { _ in .complete },
                                           interrupted: { .failure(ExecutionError(name: "InterruptError", value: $0.code, traceback: [])) }) {
            _ = release.wait(timeout: .now() + 5)
            return fake
        }
        deferred.interrupt()   // no cell waits: dropped, as an interrupt between cells is
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.2)   // the cell below is waiting by now
            deferred.interrupt()
            release.signal()
        }
        let outcome = deferred.execute(ExecuteRequest(code: "1"), context: ExecutionContext(executionCount: 1, publisher: nil))
        guard case .failure(let error) = outcome else {
            Issue.record("the interrupted cell was not answered as interrupted")
            return
        }
        #expect(error.name == "InterruptError" && error.value == "1")
        #expect(fake.executed.isEmpty)
        // The next cell runs.
        guard case .success = deferred.execute(ExecuteRequest(code: "2"), context: ExecutionContext(executionCount: 2, publisher: nil)) else {
            Issue.record("the next cell did not run")
            return
        }
        #expect(fake.executed.map(\.code) == ["2"])
    }
}
