import Synchronization
import Testing
@testable import Render

/// `BandThreads.run`: every index runs exactly once, and `run` returns only after all have.
struct BandThreadsTests {
    @Test(arguments: [(0, 1), (1, 1), (2, 1), (7, 3), (40, 2)])
    func everyIndexRunsOnceBeforeRunReturns(count: Int, extraThreads: Int) {
        let calls = Mutex([Int](repeating: 0, count: count))
        BandThreads.run(count: count, extraThreads: extraThreads) { index in
            // Uneven work, so that threads finish out of order.
            var sum = 0
            for value in 0..<(index % 3) * 20_000 { sum &+= value }
            calls.withLock { $0[index] += 1 + (sum == -1 ? 1 : 0) }
        }
        #expect(calls.withLock { $0 } == [Int](repeating: 1, count: count))
    }

    @Test func manyShortRunsLeaveNothingBehind() {
        // Late threads that find nothing to do exit on their own; results are complete each time.
        for round in 0..<200 {
            let total = Mutex(0)
            BandThreads.run(count: 2, extraThreads: 1) { index in total.withLock { $0 += index + 1 } }
            #expect(total.withLock { $0 } == 3, "round \(round)")
        }
    }
}
