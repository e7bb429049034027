/// A lazy sequence's elements read one at a time, as Swift's iterators read them: a map's or a
/// filter's iterator pulls from its base's (each base element passes through the whole chain
/// before the next is read), a `ReversedCollection` of a lazy collection steps back from its
/// base's `endIndex` (finding the base's `startIndex` again before each step), an
/// `EnumeratedSequence` counts what its base gives, a `Zip2Sequence` pulls from its first
/// sequence and then its second, stopping at the first that ends, and `prefix(while:)`,
/// `drop(while:)`, `PrefixSequence` and `DropFirstSequence` stop or skip as Swift's do, and a
/// program's own sequence calls its iterator's `next()` once per element asked for
/// (LazyIterator+ProgramSequences), as a stride of a program's type calls its `advanced(by:)`
/// (ProgramStrides). Any other value (an array, a stride of numbers) calls no closures and is
/// read as the array of its elements.
struct LazyIterator {
    private let nextElement: () throws -> Value?

    /// An iterator over `value`'s elements.
    /// - Throws: what reading a closure-free value throws (the interrupt, the memory limit).
    init(_ value: Value, _ interpreter: Interpreter, line: Int) throws {
        nextElement = try Self.make(value, interpreter, line)
    }

    /// The next element, or nil at the end.
    /// - Throws: what a closure throws, the interrupt, the step limit.
    func next() throws -> Value? { try nextElement() }

    private static func make(_ value: Value, _ interpreter: Interpreter, _ line: Int) throws -> () throws -> Value? {
        if let (kind, _, base, closures, _) = LazyClosureSequence.parts(of: value) {
            let base = try make(base, interpreter, line)
            switch kind {
            case .map:
                return { try base().map { try LazyClosureSequence.transform($0, closures, interpreter, line: line) } }
            case .filter:
                return {
                    while let element = try base() {
                        if try LazyClosureSequence.test(element, closures, interpreter, line: line) { return element }
                        try interpreter.iterationStep(line: line)
                    }
                    return nil
                }
            case .prefixWhile:
                // Once the predicate refuses an element it is not asked again.
                var ended = false
                return {
                    guard !ended, let element = try base() else { return nil }
                    if try LazyClosureSequence.test(element, closures, interpreter, line: line) { return element }
                    ended = true
                    return nil
                }
            case .dropWhile:
                var dropping = true
                return {
                    guard dropping else { return try base() }
                    dropping = false
                    while let element = try base() {
                        if try !LazyClosureSequence.test(element, closures, interpreter, line: line) { return element }
                        try interpreter.iterationStep(line: line)
                    }
                    return nil
                }
            }
        }
        if let (_, base) = LazyPositions.reversal(of: value) { return try reversed(base, interpreter, line) }
        if let reader = try FlattenPositions.sliceReader(value, interpreter, line: line) { return reader }
        if let reader = try LazySequenceValue.programStrideReader(value, interpreter, line: line) { return reader }
        if case .structValue(let decl, let fields) = value.unboxed, let kind = LazySequenceValue.kind(of: decl), let first = fields.first {
            switch kind {
            case .lazy: return try make(first, interpreter, line)
            case .indices where fields.count == 3 && LazyPositions.holdsClosures(first):
                return try lazyIndices(first, from: fields[1].intValue ?? 0, to: fields[2].intValue ?? 0, interpreter, line)
            case .enumerated:
                let base = try make(first, interpreter, line)
                var offset = 0
                return {
                    guard let element = try base() else { return nil }
                    defer { offset += 1 }
                    return .tuple([.int(offset), element])
                }
            case .prefix, .dropFirst:
                let base = try make(first, interpreter, line)
                var remaining = fields.count == 2 ? fields[1].intValue ?? 0 : 0
                if kind == .prefix {
                    return {
                        guard remaining > 0 else { return nil }
                        remaining -= 1
                        return try base()
                    }
                }
                return {
                    while remaining > 0 {
                        remaining -= 1
                        guard try base() != nil else { return nil }
                    }
                    return try base()
                }
            case .zip where fields.count == 2:
                let (one, two) = (try make(first, interpreter, line), try make(fields[1], interpreter, line))
                var ended = false
                return {
                    guard !ended, let a = try one(), let b = try two() else {
                        ended = true
                        return nil
                    }
                    return .tuple([a, b])
                }
            default: break
            }
        }
        if case .structValue(let decl, let fields) = value.unboxed, decl.name == "FlattenSequence",
           FlattenSequenceValue.isFlattening(decl), let first = fields.first {
            // Each inner sequence is made when the outer iterator reaches it.
            let outer = try make(first, interpreter, line)
            var inner: (() throws -> Value?)?
            return {
                while true {
                    if let element = try inner?() { return element }
                    guard let next = try outer() else { return nil }
                    inner = try make(next, interpreter, line)
                    try interpreter.iterationStep(line: line)
                }
            }
        }
        if case .range(.int(let lower), .null, _) = value.unboxed {
            // `(1...)` is endless: its values are made one at a time, until the reader stops
            // (or the step limit ends the cell).
            var current: Int? = lower
            return {
                guard let value = current else { throw RuntimeError("Range end index has no valid successor", line: line) }
                let (next, overflow) = value.addingReportingOverflow(1)
                current = overflow ? nil : next
                return .int(value)
            }
        }
        if let reader = try programSequence(value, interpreter, line) { return reader }
        let elements = try Sequences.elements(of: LazyClosureSequence.materialized(value, interpreter, line: line), line: line)
        var index = 0
        return {
            guard index < elements.count else { return nil }
            defer { index += 1 }
            return elements[index]
        }
    }

    /// `ReversedCollection`'s iterator over a lazy collection `base`: from its `endIndex`, each step
    /// asks whether the position is its `startIndex`, moves back one and reads the element there.
    private static func reversed(_ base: Value, _ interpreter: Interpreter, _ line: Int) throws -> () throws -> Value? {
        let positions = try LazyPositions(base, interpreter, line: line)
        var position = try positions.endIndex
        return {
            guard try position != positions.startIndex else { return nil }
            position = try positions.index(before: position)
            return try positions.element(at: position)
        }
    }

    /// `DefaultIndices`' iterator over a lazy filter `base`, from position `start` to `end`: as
    /// `IndexingIterator` does, each step moves on by `index(after:)` (testing elements up to the
    /// next kept) before it gives the index it was at.
    static func lazyIndices(_ base: Value, from start: Int, to end: Int, _ interpreter: Interpreter,
                            _ line: Int) throws -> () throws -> Value? {
        let positions = try LazyPositions(base, interpreter, line: line)
        var position = start
        return {
            guard position != end else { return nil }
            let index = positions.index(ofPosition: position)
            position = try positions.index(after: position)
            return .int(index)
        }
    }
}
