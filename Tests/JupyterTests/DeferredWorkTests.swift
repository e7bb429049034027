import Testing
@testable import Jupyter

/// The interpreter's deferred work through the core: how long the server may wait for a request
/// before the work falls due, and that it runs only once due.
@Suite struct DeferredWorkTests {
    @Test func theWaitEndsWhenTheWorkFallsDueAndTheWorkRunsOnlyThen() {
        let client = TestClient()
        let core = client.core
        #expect(core.millisecondsBeforeDeferredWork(maximum: 50, now: 0) == 50)
        client.interpreter.deferredWorkDeadline = 10_000_000
        #expect(core.millisecondsBeforeDeferredWork(maximum: 50, now: 0) == 10)
        // Partial milliseconds round up, so the wait never ends before the work is due.
        #expect(core.millisecondsBeforeDeferredWork(maximum: 50, now: 9_999_999) == 1)
        #expect(core.millisecondsBeforeDeferredWork(maximum: 50, now: 10_000_000) == 0)
        #expect(core.millisecondsBeforeDeferredWork(maximum: 5, now: 0) == 5)
        client.interpreter.deferredWorkDeadline = .max
        #expect(core.millisecondsBeforeDeferredWork(maximum: 50, now: 0) == 50)

        client.interpreter.deferredWorkDeadline = 10_000_000
        core.runDeferredWork(now: 9_999_999)
        #expect(client.interpreter.deferredRuns.isEmpty)
        core.runDeferredWork(now: 10_000_001)
        #expect(client.interpreter.deferredRuns == [10_000_001])
        client.interpreter.deferredWorkDeadline = nil
        core.runDeferredWork(now: .max)
        #expect(client.interpreter.deferredRuns == [10_000_001])
    }
}
