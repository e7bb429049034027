/// Slices of a lazy `flatMap` (`xs.lazy.flatMap { … }.prefix(3)`, `.dropFirst(2)`): Swift's
/// `Slice<LazySequence<FlattenSequence<…>>>`, whose bounds are flattened positions found by
/// walking from `startIndex` (`index(_:offsetBy:limitedBy:)`), read one position at a time
/// (`IndexingIterator`) and counted by `distance(from:to:)`, so the transform runs as often, and in
/// the same order, as the standard library's algorithms call it.
extension FlattenPositions {
    /// `index(after:)`: the next offset in the same inner sequence, else the first of the next
    /// non-empty one (transforming each outer element on the way), else `endIndex`.
    func index(after index: Index) throws -> Index {
        guard let offset = index.inner else { throw RuntimeError("Can't advance past endIndex", line: line) }
        if try offset + 1 != inner(index.outer).count { return Index(outer: index.outer, inner: offset + 1) }
        let end = try outer.endIndex
        var position = try outer.index(after: index.outer)
        while position != end {
            if try !inner(position).isEmpty { return Index(outer: position, inner: 0) }
            position = try outer.index(after: position)
        }
        return try endIndex
    }

    /// `index(_:offsetBy:limitedBy:)` for `distance` ≥ 0: nil when `limit` is passed on the way.
    func index(_ index: Index, offsetBy distance: Int, limitedBy limit: Index) throws -> Index? {
        var current = index
        for step in 0..<Swift.max(0, distance) {
            try Interpreter.checkInterrupt(step: step, line: line)
            if current == limit { return nil }
            current = try self.index(after: current)
        }
        return current
    }

    /// `distance(from:to:)` for `start` ≤ `end`, as Swift's FlattenSequence measures it: within one
    /// inner sequence by offsets, else the rest of the first, the counts of those between, and the
    /// offset into the last (each inner sequence made once).
    func distance(from start: Index, to end: Index) throws -> Int {
        if start.outer == end.outer {
            guard let from = start.inner, let to = end.inner else { return 0 }
            _ = try inner(start.outer)
            return to - from
        }
        guard let from = start.inner else { return 0 }
        var total = try inner(start.outer).count - from
        var position = try outer.index(after: start.outer)
        while position < end.outer {
            total += try inner(position).count
            position = try outer.index(after: position)
        }
        if let to = end.inner {
            _ = try inner(end.outer)
            total += to
        }
        return total
    }

    /// `index(before:)`, as Swift's FlattenSequence steps back: from the end, into the last outer
    /// position, then back over empty inner sequences (making each it passes).
    func index(before index: Index) throws -> Index {
        var position = index.outer
        if try position == outer.endIndex { position = try outer.index(before: position) }
        var elements = try inner(position)
        var offset = index.inner ?? elements.count
        var steps = 0
        while offset == 0 {
            try Interpreter.checkInterrupt(step: steps, line: line)
            steps += 1
            position = try outer.index(before: position)
            elements = try inner(position)
            offset = elements.count
        }
        return Index(outer: position, inner: offset - 1)
    }

    /// Slice's `count`, `isEmpty`, `first` or `last` (`name`) over the positions `start..<end`.
    func sliceMember(_ name: String, from start: Index, to end: Index) throws -> Value {
        switch name {
        case "count": return .int(try distance(from: start, to: end))
        case "isEmpty": return .bool(start == end)
        case "first": return start == end ? .null : try element(at: start).map(Value.wrapping) ?? .null
        default: return start == end ? .null : try element(at: index(before: end)).map(Value.wrapping) ?? .null
        }
    }

    /// A position as a slice's field holds it.
    static func encoded(_ index: Index) -> Value {
        .tuple([.int(index.outer), index.inner.map { .int($0) } ?? .null])
    }

    /// A position a slice's field holds, or nil for another value (an integer position).
    static func decoded(_ value: Value) -> Index? {
        guard case .tuple(let parts) = value, parts.count == 2, let outer = parts[0].intValue else { return nil }
        return Index(outer: outer, inner: parts[1].intValue)
    }

    /// `prefix(count)` (or `dropFirst(count)`) of `value`, a lazy `flatMap`: the `Slice` of
    /// `sliceDecl` from its start to the position `count` on (or from there to its end). Swift
    /// asks `startIndex` again to make the slice and once more to check its bounds.
    func slice(of value: Value, _ count: Int, prefix: Bool, sliceDecl: NominalDecl) throws -> Value {
        let end = try endIndex
        let cut = try index(startIndex, offsetBy: count, limitedBy: end) ?? end
        let lower = prefix ? try startIndex : cut
        _ = try startIndex
        return .structValue(sliceDecl, [Self.encoded(lower), Self.encoded(prefix ? cut : end), value])
    }

    /// The parts of a slice of a lazy `flatMap`: its positions and its bounds; nil for another value.
    static func sliceParts(of value: Value, _ interpreter: Interpreter,
                           line: Int) throws -> (positions: FlattenPositions, start: Index, end: Index)? {
        guard case .structValue(let decl, let fields) = value.unboxed, LazySequenceValue.kind(of: decl) == .slice, fields.count == 3,
              let start = decoded(fields[0]), let end = decoded(fields[1]),
              let positions = try FlattenPositions(fields[2], interpreter, line: line) else { return nil }
        return (positions, start, end)
    }

    /// A slice's iterator (`IndexingIterator`): each step reads the element at its position, then
    /// moves on by `index(after:)`, until the slice's end.
    static func sliceReader(_ value: Value, _ interpreter: Interpreter, line: Int) throws -> (() throws -> Value?)? {
        guard let (positions, start, end) = try sliceParts(of: value, interpreter, line: line) else { return nil }
        var position = start
        return {
            guard position != end else { return nil }
            let element = try positions.element(at: position)
            position = try positions.index(after: position)
            return element
        }
    }
}
