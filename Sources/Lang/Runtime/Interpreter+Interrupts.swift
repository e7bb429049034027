import Geometry

/// Where long builtin work hears an interrupt.
///
/// The evaluator looks at the interrupt flag every 1,024 steps, but one step may be a builtin
/// that works through millions of elements (`xs.sorted()`, `"\(deep)"`, a path of 400,000
/// segments): in a debug build the standard library's generic algorithms run at some 10–100 ns
/// an element, so a loop of such calls went seconds between looks. Every builtin and native call
/// looks before it starts and after it returns (one atomic load), and the builtins that walk
/// their elements look every `interruptStride` elements.
extension Interpreter {
    /// How many elements a builtin handles between two looks at the interrupt flag: a few
    /// hundred microseconds of work in a debug build.
    static let interruptStride = 4096

    /// Throws `InterruptError` at `line` once the running cell was asked to stop.
    @inline(__always)
    func checkInterrupt(line: Int) throws {
        if interrupt.isSet { throw RuntimeError.interrupted(line: line) }
    }

    /// `checkInterrupt(line:)` on every `interruptStride`-th element.
    @inline(__always)
    func checkInterrupt(step: Int, line: Int) throws {
        if step & (Self.interruptStride - 1) == 0 { try checkInterrupt(line: line) }
    }

    /// For code without the interpreter at hand: the request as the thread's `ResourceContext`
    /// holds it (the session's interrupt flag passes it on), on every `interruptStride`-th step.
    static func checkInterrupt(step: Int, line: Int) throws {
        if step & (interruptStride - 1) == 0, ResourceContext.current?.isInterruptRequested == true {
            throw RuntimeError.interrupted(line: line)
        }
    }
}

extension Interpreter {
    /// An array of `count` values, the `index`-th made by `element(index)`, charged to the
    /// memory budget first and stopping at an interrupt.
    /// - Parameter what: the operation, for a `MemoryError` (`reversed() of 5000000 elements`).
    func makeArray(count: Int, line: Int, for what: @autoclosure () -> String,
                   _ element: (Int) throws -> Value) throws -> [Value] {
        try Interpreter.reserve(Interpreter.bytes(ofValues: count), for: what(), line: line)
        var items: [Value] = []
        items.reserveCapacity(max(0, count))
        do {
            for index in 0..<max(0, count) {
                try checkInterrupt(step: index, line: line)
                items.append(try element(index))
            }
        } catch {
            releaseInBackground(&items)
            throw error
        }
        return items
    }

    /// A tuple for each element of `sequence` (`count` of them), made by `tuple`, looking at the
    /// interrupt every `interruptStride` elements: each tuple is an array of its own, so the
    /// pairs of `enumerated()`, `zip` and a dictionary's entries cost an allocation each (two
    /// million of them, `xs.enumerated().count` in a loop, went half a second of a debug build's
    /// CPU past the interrupt; found by the fuzzer). What an interrupted call made goes to the
    /// releasing thread, so the reply does not wait for it to be freed either.
    static func tuples<S: Sequence>(of sequence: S, count: Int, line: Int, _ tuple: (S.Element) -> Value) throws -> [Value] {
        var result: [Value] = []
        result.reserveCapacity(max(0, count))
        for element in sequence {
            do {
                try checkInterrupt(step: result.count, line: line)
            } catch {
                if !ValueReleaser.shared.release(&result) { result = [] }
                throw error
            }
            result.append(tuple(element))
        }
        return result
    }

    /// `items` in the order `order` lists their indices. Long reorderings (sorting, shuffling)
    /// permute plain integers and gather the values once, at the end: an interrupt then unwinds
    /// through integers, where a half-reordered copy of millions of values took a loaded machine
    /// a quarter of a second to copy and free.
    func gather(_ items: [Value], in order: [Int], line: Int, for what: @autoclosure () -> String) throws -> [Value] {
        try makeArray(count: order.count, line: line, for: what()) { items[order[$0]] }
    }

    /// The indices `0..<count` as an array, made `interruptStride` at a time: a debug build makes
    /// an array of a range element by element through generic code, seconds for millions.
    func identity(count: Int, line: Int) throws -> [Int] {
        var order = [Int](repeating: 0, count: max(0, count))
        for index in order.indices {
            try checkInterrupt(step: index, line: line)
            order[index] = index
        }
        return order
    }

    /// `count` copies of `value`, appended `interruptStride` at a time so that an interrupt is heard.
    func repeated(_ value: Value, count: Int, line: Int) throws -> [Value] {
        var items: [Value] = []
        items.reserveCapacity(max(0, count))
        do {
            while items.count < count {
                try checkInterrupt(line: line)
                items.append(contentsOf: repeatElement(value, count: min(Self.interruptStride, count - items.count)))
            }
        } catch {
            releaseInBackground(&items)
            throw error
        }
        return items
    }

    /// Hands what a stopped builtin made to the session's thread that frees values, leaving
    /// `made` empty, so that the reply does not wait for millions of values to be freed.
    private func releaseInBackground(_ made: inout [Value]) {
        guard made.count >= Self.interruptStride, let session else { return }
        session.releaseInBackground(consume made)
        made = []
    }

    /// The first index in `indices` for which `test` is true, or nil; stops at an interrupt.
    func firstIndex<S: Sequence<Int>>(in indices: S, line: Int, where test: (Int) throws -> Bool) throws -> Int? {
        for (step, index) in indices.enumerated() {
            try checkInterrupt(step: step, line: line)
            if try test(index) { return index }
        }
        return nil
    }
}
