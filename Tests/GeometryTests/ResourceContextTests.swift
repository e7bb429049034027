import Testing
@testable import Geometry

/// The session's interrupt and memory budget as the layers below the language see them: a
/// context installed on the thread, checkpoints that throw once it is interrupted, reservations
/// refused past the limit, and long geometry loops that stop early when interrupted.
struct ResourceContextTests {
    /// A path of `count` unit steps to the right, one line segment each.
    static func longLine(_ count: Int) -> Path {
        Path { path in
            path.move(to: .zero)
            for index in 1...count { path.addLine(to: Point(x: Double(index), y: Double(index % 2))) }
        }
    }

    /// An interrupted context, to run work under.
    static func interrupted() -> ResourceContext {
        let context = ResourceContext()
        context.requestInterrupt()
        return context
    }

    // MARK: - The thread's context

    @Test func withoutAContextCheckpointsAndReservationsDoNothing() throws {
        #expect(ResourceContext.current == nil)
        try ResourceContext.checkpoint()
        try ResourceContext.reserve(Int.max, for: "anything")
    }

    @Test func runInstallsTheContextAndRestoresThePreviousOne() {
        let outer = ResourceContext(), inner = ResourceContext()
        outer.run {
            #expect(ResourceContext.current === outer)
            inner.run { #expect(ResourceContext.current === inner) }
            #expect(ResourceContext.current === outer)
        }
        #expect(ResourceContext.current == nil)
    }

    @Test func anInterruptThrowsAtEveryCheckpointUntilCleared() throws {
        let context = ResourceContext()
        try context.run { () throws(ResourceError) in try ResourceContext.checkpoint() }
        context.requestInterrupt()
        #expect(context.isInterruptRequested)
        #expect(throws: ResourceError.interrupted) {
            try context.run { () throws(ResourceError) in try ResourceContext.checkpoint() }
        }
        #expect(throws: GeometryError(.interrupted)) {
            try context.run { () throws(GeometryError) in try ResourceContext.checkpoint(GeometryError.init) }
        }
        context.clearInterrupt()
        try context.run { () throws(ResourceError) in try ResourceContext.checkpoint() }
    }

    // MARK: - Memory

    @Test func growthPastTheLimitIsRefusedWithItsReason() throws {
        // The test process already holds more than a megabyte, so a measured request is refused.
        let context = ResourceContext(memoryLimit: 1 << 20)
        do {
            try context.reserve(ResourceContext.measuringStep, for: "a test buffer")
            Issue.record("a request past the limit was granted")
        } catch {
            guard case .memory(let what, let requested, let resident, let limit) = error else {
                Issue.record("not a memory error: \(error)")
                return
            }
            #expect(what == "a test buffer" && requested == ResourceContext.measuringStep && limit == 1 << 20)
            #expect(resident > limit)
            #expect(error.description.hasPrefix("a test buffer asks for 16 MiB, but the kernel already holds "))
            #expect(error.description.hasSuffix("of its 1 MiB memory limit (Session.memoryLimit)"))
        }
    }

    @Test func smallRequestsAreMeasuredOnceTheyAddUpToAStep() throws {
        let context = ResourceContext(memoryLimit: 1 << 20)
        // Below one step in all: counted, not measured, so granted even past the limit.
        try context.reserve(ResourceContext.measuringStep / 2, for: "half a step")
        #expect(throws: ResourceError.self) {
            try context.reserve(ResourceContext.measuringStep / 2, for: "the other half")
        }
    }

    @Test func aRoomyLimitGrantsRequests() throws {
        let context = ResourceContext(memoryLimit: Int.max / 2)
        try context.reserve(1 << 30, for: "a gigabyte not yet allocated")
        try context.checkMemory(for: "the cell")
    }

    @Test func byteCountsReadAsAPersonWritesThem() {
        #expect(ByteCount(512).description == "512 bytes")
        #expect(ByteCount(1536).description == "1.5 KiB")
        #expect(ByteCount(4 << 30).description == "4 GiB")
        #expect(ByteCount(Int.max).description == "8 EiB")
    }

    // MARK: - Long geometry stops early

    @Test func anInterruptedSetOperationThrowsTheInterrupt() {
        let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(throws: GeometryError(.interrupted)) {
            try Self.interrupted().run { () throws(GeometryError) in _ = try square.union(square) }
        }
    }

    @Test func boundsStopEarlyWhenInterrupted() {
        let path = Self.longLine(20_000)
        #expect(path.boundingRect.width == 20_000)
        let partial = Self.interrupted().run { path.boundingRect }
        #expect(partial.width < 20_000)
    }

    @Test func strokingStopsEarlyWhenInterrupted() {
        let path = Self.longLine(20_000)
        let style = StrokeStyle(lineWidth: 0.5)
        let whole = path.strokedPath(style).elements.count
        let partial = Self.interrupted().run { path.strokedPath(style).elements.count }
        #expect(partial < whole / 2)
    }

    @Test func dashingStopsEarlyWhenInterrupted() throws {
        let path = Self.longLine(20_000)
        let dasher = try #require(Dasher(style: StrokeStyle(lineWidth: 0.5, dash: [0.5, 0.5])))
        let whole = dasher.dashes(of: path).path.elements.count
        let partial = Self.interrupted().run { dasher.dashes(of: path).path.elements.count }
        #expect(whole > 40_000)
        #expect(partial < whole / 100)
    }

    @Test func flatteningStopsEarlyWhenInterrupted() {
        let path = Self.longLine(20_000)
        #expect(path.flattened()[0].points.count == 20_001)
        let partial = Self.interrupted().run { path.flattened()[0].points.count }
        #expect(partial < 20_001)
    }
}

/// The stack guard of recursion that no counter sees.
struct StackSpaceTests {
    @Test func theStackLeftIsPartOfTheStack() throws {
        let (left, size) = try #require(StackSpace.remaining())
        #expect(left > 0 && left < size)
        #expect(!StackSpace.isNearlyFull)
    }

    @Test func deepRecursionFindsTheStackNearlyFull() {
        // Recurse until the guard says stop: it must, long before the 8 MiB or so of a test thread.
        func depth(_ level: Int) -> Int {
            var padding = (0, 0, 0, 0, 0, 0, 0, 0)  // 64 bytes a frame at least, so levels are few
            padding.0 = level
            guard !StackSpace.isNearlyFull, level < 10_000_000 else { return padding.0 }
            return depth(level + 1) + padding.7
        }
        #expect(depth(0) < 10_000_000)
        #expect(!StackSpace.isNearlyFull)
    }
}
