import Geometry

/// Element-by-element work of the builtins (collections of up to ten million values, long
/// strings) that stops at an interrupt.
///
/// Swift's own collection algorithms are generic code compiled into this module, and a debug
/// build runs them at some 10–100 ns an element: `shuffled()` of five million values took 4.6 s
/// before an interrupt was heard. The builtins loop here instead, asking the interrupt flag every
/// `interruptStride` elements (one atomic load), and charge what they allocate to the budget.
extension Interpreter {
    /// How many elements a builtin handles between two looks at the interrupt flag: a few
    /// hundred microseconds of work in a debug build.
    static let interruptStride = 4096

    /// Throws `InterruptError` once an interrupt was requested.
    @inline(__always)
    func checkInterrupt() throws {
        if resources.isInterruptRequested { throw LanguageError(.interrupted) }
    }

    /// `checkInterrupt()` on every `interruptStride`-th step.
    @inline(__always)
    func checkInterrupt(step: Int) throws {
        if step & (Self.interruptStride - 1) == 0 { try checkInterrupt() }
    }

    /// An array of `count` values, the `index`-th made by `element(index)`, charged to the
    /// memory budget first.
    /// - Parameter what: the operation, for a `MemoryError` (`reversed() of 5000000 elements`).
    func makeArray(count: Int, for what: @autoclosure () -> String, _ element: (Int) throws -> Value) throws -> [Value] {
        try reserve(Self.bytes(ofValues: count), for: what())
        return try filling { items in
            items.reserveCapacity(count)
            for index in 0..<count {
                try checkInterrupt(step: index)
                if index & 0xFFFF == 0xFFFF {
                    // What the elements hold themselves (the tuples of `zip` and `enumerated`) is
                    // not in the charge above: the process is measured as it grows (the fuzzer
                    // found `enumerated()` of 2 M elements at 428 MB under a 192 MB budget).
                    do throws(ResourceError) { try resources.checkMemory(for: what()) } catch { throw LanguageError(error) }
                }
                items.append(try element(index))
            }
        }
    }

    /// The array `fill` makes, starting from an empty one. When `fill` throws, what it made so
    /// far is freed on a thread of its own: freeing millions of values (the tuples of `zip` or
    /// `enumerated`) took up to 150 ms of the reply to an interrupt.
    func filling(_ fill: (inout [Value]) throws -> Void) throws -> [Value] {
        var items: [Value] = []
        do {
            try fill(&items)
        } catch {
            let made = items
            items = []
            session?.releaseInBackground(consume made)
            throw error
        }
        return items
    }

    /// Each of `items` converted by `convert` (an array of points for a path, of numbers for a
    /// vector), charged to the budget first.
    func converting<T>(_ items: [Value], _ convert: (Value) throws -> T) throws -> [T] {
        let bytes = items.count.multipliedReportingOverflow(by: MemoryLayout<T>.stride)
        try reserve(bytes.overflow ? Int.max : bytes.partialValue, for: "converting \(items.count) elements")
        var converted: [T] = []
        converted.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            try checkInterrupt(step: index)
            converted.append(try convert(item))
        }
        return converted
    }

    /// `items[range]` as an array of its own.
    func slice(_ items: [Value], _ range: Range<Int>, for what: @autoclosure () -> String) throws -> [Value] {
        try makeArray(count: range.count, for: what()) { items[range.lowerBound + $0] }
    }

    /// Shuffles `items` in place from the session's generator: Swift's `shuffle(using:)`, step
    /// for step (a seeded session shuffles as before), asking the interrupt on the way.
    func shuffle(_ items: inout [Value]) throws {
        guard items.count > 1 else { return }
        var amount = items.count
        var current = 0
        while amount > 1 {
            try checkInterrupt(step: current)
            let random = Int.random(in: 0..<amount, using: &state.random)
            amount -= 1
            items.swapAt(current, current + random)
            current += 1
        }
    }

    /// The first index in `0..<count` for which `test` is true, or nil.
    func firstIndex(count: Int, where test: (Int) throws -> Bool) throws -> Int? {
        for index in 0..<count {
            try checkInterrupt(step: index)
            if try test(index) { return index }
        }
        return nil
    }

    /// The index of the element of `items` that `isBefore` puts first (the first of equals), or nil
    /// when empty: `min(by:)`, and `max` with the arguments swapped.
    func extremeIndex(of items: [Value], by isBefore: (Value, Value) throws -> Bool) throws -> Int? {
        guard !items.isEmpty else { return nil }
        var best = 0
        for index in 1..<items.count {
            try checkInterrupt(step: index)
            if try isBefore(items[index], items[best]) { best = index }
        }
        return best
    }

    /// The character of `s` at a whole-number index, walking to it: no array of all the
    /// characters (16 bytes each) for one subscript.
    func character(of s: String, at index: Value) throws -> Character {
        let offset = try wholeIndex(index, count: Int.max)
        var position = s.startIndex, walked = 0
        while walked < offset, position < s.endIndex {
            try checkInterrupt(step: walked)
            s.formIndex(after: &position)
            walked += 1
        }
        guard position < s.endIndex else {
            _ = try wholeIndex(index, count: s.count)  // the out-of-range error, with the length
            throw LanguageError.runtime("index out of range")
        }
        return s[position]
    }

    /// The descriptions of `items` joined with `separator` (`joined(separator:)`), charged to
    /// the budget piece by piece.
    func joined(_ items: [Value], separator: String) throws -> String {
        var text = ""
        for (index, item) in items.enumerated() {
            try checkInterrupt(step: index)
            let piece = describe(item)
            try reserve(piece.utf8.count + (index > 0 ? separator.utf8.count : 0), for: "joined() of \(items.count) elements")
            if index > 0 { text += separator }
            text += piece
        }
        return text
    }
}
