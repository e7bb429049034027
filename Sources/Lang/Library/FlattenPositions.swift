/// A flattened lazy collection read by position, as Swift's `FlattenSequence` over a lazy map
/// of a collection is (`xs.lazy.flatMap { … }`, `xs.lazy.map { … }.joined()`): a position is an
/// outer position of the map and a position in the sequence the map's transform gives there, so
/// each member calls the transform as often, and in the same order, as the standard library's
/// algorithms do (`startIndex` transforms outer elements up to the first non-empty one, `count`
/// transforms the first one again and then each one after it, `first` reads the start's).
struct FlattenPositions {
    /// A position: the outer position, and the offset in its inner sequence (nil at the end).
    struct Index: Equatable {
        let outer: Int
        let inner: Int?
    }

    /// The lazy map whose transform gives the inner sequences.
    let outer: LazyPositions
    let line: Int

    /// The positions of `value`, a `FlattenSequence` (or a `LazySequence` of one) over a lazy map
    /// or filter; nil for any other value (read as the array of its elements instead).
    /// - Throws: what reading the map's innermost collection throws.
    init?(_ value: Value, _ interpreter: Interpreter, line: Int) throws {
        var current = value.unboxed
        if case .structValue(let decl, let fields) = current, LazySequenceValue.kind(of: decl) == .lazy, fields.count == 1 {
            current = fields[0].unboxed
        }
        guard case .structValue(let decl, let fields) = current, decl.name == "FlattenSequence",
              FlattenSequenceValue.isFlattening(decl), fields.count == 1, LazyPositions.holdsClosures(fields[0]) else { return nil }
        outer = try LazyPositions(fields[0], interpreter, line: line)
        self.line = line
    }

    /// The elements of the inner sequence at outer position `position` (calling the transform).
    func inner(_ position: Int) throws -> [Value] {
        try Sequences.elements(of: outer.element(at: position), line: line)
    }

    var endIndex: Index { get throws { Index(outer: try outer.endIndex, inner: nil) } }

    /// The first position of the first non-empty inner sequence, or `endIndex`.
    var startIndex: Index {
        get throws {
            let end = try outer.endIndex
            var position = try outer.startIndex
            while position != end {
                if try !inner(position).isEmpty { return Index(outer: position, inner: 0) }
                position = try outer.index(after: position)
            }
            return try endIndex
        }
    }

    /// `count`, as Swift's `distance(from: startIndex, to: endIndex)` counts: the rest of the
    /// start's inner sequence, then every later inner sequence's `count`.
    func count() throws -> Int {
        let start = try startIndex
        guard let offset = start.inner else { return 0 }
        var total = try inner(start.outer).count - offset
        let end = try outer.endIndex
        var position = try outer.index(after: start.outer)
        while position != end {
            total += try inner(position).count
            position = try outer.index(after: position)
        }
        return total
    }

    /// The element at `index` (a valid one).
    func element(at index: Index) throws -> Value? {
        guard let offset = index.inner else { return nil }
        let elements = try inner(index.outer)
        return offset < elements.count ? elements[offset] : nil
    }

    /// `first`: the element at `startIndex`, or nil.
    func first() throws -> Value? {
        try element(at: startIndex)
    }

    /// `last` (BidirectionalCollection's): nil when empty, else the element before `endIndex`,
    /// found by stepping back over empty inner sequences.
    func last() throws -> Value? {
        if try startIndex == endIndex { return nil }
        var position = try outer.index(before: outer.endIndex)
        var elements = try inner(position)
        while elements.isEmpty {
            position = try outer.index(before: position)
            elements = try inner(position)
        }
        return try element(at: Index(outer: position, inner: elements.count - 1))
    }
}
