import Foundation
import Testing
@testable import Geometry

/// A memory check that would refuse waits first for memory another thread is freeing: a cell
/// after an interrupted `enumerated()` over millions of elements got a `MemoryError` for the
/// stopped cell's values, still being freed by the releasing thread.
@Suite(.serialized) struct BackgroundFreeingTests {
    /// A touched buffer of `bytes`, freed on another thread when `free(after:)` says.
    final class SlowFreeing: BackgroundFreeing, @unchecked Sendable {
        private let condition = NSCondition()
        private var buffer: UnsafeMutableRawBufferPointer?

        init(bytes: Int) {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes, alignment: 64)
            buffer.initializeMemory(as: UInt8.self, repeating: 1)    // resident, not only reserved
            self.buffer = buffer
        }

        /// Frees the buffer `seconds` from now, on another thread.
        func free(after seconds: Double) {
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
                condition.lock()
                buffer?.deallocate()
                buffer = nil
                condition.broadcast()
                condition.unlock()
            }
        }

        func waitWhileFreeing(seconds: Double) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            guard buffer != nil else { return false }
            _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
            return true
        }
    }

    static let held = 384 << 20

    @Test func aRefusalWaitsForMemoryBeingFreed() throws {
        // Heap pages other suites freed go back first, so the check's own trim cannot drop
        // the process below the limit by itself.
        ProcessMemory.releaseFreePages()
        let freeing = SlowFreeing(bytes: Self.held)
        // Half the buffer below what the process holds with it: other tests' memory may come
        // and go by less than that.
        let limit = ProcessMemory.resident() - Self.held / 2
        // Not told of the freeing: refused for memory on its way out.
        #expect(throws: ResourceError.self) { try ResourceContext(memoryLimit: limit).checkMemory(for: "the cell") }
        freeing.free(after: 0.3)
        try ResourceContext(memoryLimit: limit, freeing: freeing).checkMemory(for: "the cell")
    }

    @Test func anInterruptEndsTheWait() {
        let freeing = SlowFreeing(bytes: Self.held)
        defer { freeing.free(after: 0) }
        // A limit no process meets, so the check refuses whatever other suites running beside
        // this one allocate or free; what is measured is only whether it waited first.
        let context = ResourceContext(memoryLimit: 1 << 20, freeing: freeing)
        context.requestInterrupt()
        let started = ContinuousClock.now
        #expect(throws: ResourceError.self) { try context.checkMemory(for: "the cell") }
        // Refused without waiting out `freeingWait`: an interrupted cell answers at once.
        #expect(ContinuousClock.now - started < .seconds(ResourceContext.freeingWait / 2))
    }
}
