/// A lazy map or filter over a collection read by position, as Swift's `LazyMapCollection` and
/// `LazyFilterCollection` are: positions are the innermost collection's (0 for its first
/// element), a map's element at a position is its transform of its base's, and a filter's
/// `startIndex`, `index(after:)` and `index(before:)` test its base's elements until one is
/// kept. The collection members follow the standard library's algorithms (`first` is the element
/// at `startIndex` when that is not `endIndex`, `count` walks from `startIndex` to `endIndex`),
/// so each closure is called as often, and in the same order, as in Swift.
struct LazyPositions {
    /// What one layer over the innermost collection is: a map, a filter, or a `ReversedCollection`
    /// of a lazy value (whose position p stands for its base's p, the element before it).
    enum Step {
        case map, filter, reversed
        /// `prefix(while:)` (its end is a position of its own when its base's first element is
        /// kept, `pastEnd`) and `drop(while:)` (its start is past the elements the predicate keeps).
        case prefixWhile, dropWhile
    }

    /// A `prefix(while:)`'s end when it has elements: no position of its base.
    static let pastEnd = Int.max

    /// One layer: its step, its type, its closures (none for a reversal) and their holder.
    private typealias Layer = (step: Step, decl: NominalDecl, closures: [Value], holder: NominalDecl?)

    /// The layers from the innermost out.
    private let layers: [Layer]
    /// The innermost collection's elements (which call no closures when read).
    private let root: LazyRoot
    /// The innermost collection's value.
    let rootValue: Value
    private let interpreter: Interpreter
    private let line: Int

    /// The positions of `value`, a lazy map or filter or a reversal of one.
    /// - Throws: what reading the innermost collection throws (the interrupt, the memory limit).
    init(_ value: Value, _ interpreter: Interpreter, line: Int) throws {
        var layers: [Layer] = []
        var current = value
        while true {
            if let (kind, decl, base, closures, holder) = LazyClosureSequence.parts(of: current) {
                let step: Step
                switch kind {
                case .map: step = .map
                case .filter: step = .filter
                case .prefixWhile: step = .prefixWhile
                case .dropWhile: step = .dropWhile
                }
                layers.insert((step, decl, closures, holder), at: 0)
                current = base
            } else if let (decl, base) = LazyPositions.reversal(of: current) {
                layers.insert((.reversed, decl, [], nil), at: 0)
                current = base
            } else {
                break
            }
        }
        self.layers = layers
        rootValue = try LazyClosureSequence.materialized(current, interpreter, line: line)
        root = try LazyRoot(rootValue, line: line)
        self.interpreter = interpreter
        self.line = line
    }

    /// The `ReversedCollection` value's type and base when it reverses a lazy map or filter
    /// (whose closures its positions must call), else nil.
    static func reversal(of value: Value) -> (decl: NominalDecl, base: Value)? {
        guard case .structValue(let decl, let fields) = value.unboxed, LazySequenceValue.kind(of: decl) == .reversed,
              fields.count == 1, holdsClosures(fields[0]) else { return nil }
        return (decl, fields[0])
    }

    /// Whether `value` is a lazy map or filter, or a reversal of one.
    static func holdsClosures(_ value: Value) -> Bool {
        LazyClosureSequence.parts(of: value) != nil || reversal(of: value) != nil
    }

    var endIndex: Int { get throws { try end(layers.count) } }

    var startIndex: Int { get throws { try start(layers.count) } }

    /// The element at `position` (a valid one).
    func element(at position: Int) throws -> Value { try element(position, layers.count) }

    func index(after position: Int) throws -> Int { try after(position, layers.count) }

    func index(before position: Int) throws -> Int { try before(position, layers.count) }

    /// `count`: a map's and a reversal's is its base's; a filter's is the steps from
    /// `startIndex` to `endIndex`.
    func count() throws -> Int { try count(layers.count) }

    /// `first`: the element at `startIndex`, or nil.
    func first() throws -> Value? {
        let start = try startIndex
        return try start == endIndex ? nil : element(at: start)
    }

    /// `last` (BidirectionalCollection's): nil when empty, else the element before `endIndex`.
    func last() throws -> Value? {
        if try startIndex == endIndex { return nil }
        return try element(at: index(before: endIndex))
    }

    /// `index(i, offsetBy: n, limitedBy: limit)` for n ≥ 0: nil when it would pass `limit`.
    func index(_ position: Int, offsetBy distance: Int, limitedBy limit: Int) throws -> Int? {
        var position = position
        for _ in 0..<Swift.max(0, distance) {
            if position == limit { return nil }
            position = try index(after: position)
        }
        return position
    }

    /// The value of `self[lower..<upper]`: each map and filter over the innermost collection's
    /// slice (an `ArraySlice` keeping the array's positions, a `Range<Int>`'s range, a
    /// `ClosedRange<Int>`'s `Slice` of `sliceDecl`).
    /// - Throws: when the innermost collection has no slice here.
    func slice(_ lower: Int, _ upper: Int, sliceDecl: NominalDecl?, line: Int) throws -> Value {
        let low = Swift.max(0, Swift.min(lower, root.count)), high = Swift.max(low, Swift.min(upper, root.count))
        var value: Value
        switch rootValue.unboxed {
        case .slice(_, let start): value = .slice(root.values(low..<high), startIndex: start + low)
        case .array: value = .slice(root.values(low..<high), startIndex: low)
        case .range(.int(let first), _, false): value = .range(.int(first + low), .int(first + high), closed: false)
        case .range(.int, _, true):
            guard let sliceDecl else { throw RuntimeError("no Slice type", line: line) }
            value = .structValue(sliceDecl, [.int(low), .int(high), rootValue])
        default: throw RuntimeError("value has no slice", line: line)
        }
        for layer in layers {
            if let holder = layer.holder {
                value = LazyClosureSequence.make(layer.decl, base: value, closures: layer.closures, holder: holder)
            } else {
                value = .structValue(layer.decl, [value])
            }
        }
        return value
    }

    /// The position of the innermost collection's index `index` (a slice's start is not 0, nor a
    /// `Range<Int>`'s; a `ClosedRange<Int>.Index` is held as its position).
    func position(ofIndex index: Int) -> Int {
        switch rootValue.unboxed {
        case .slice(_, let start), .range(.int(let start), _, false): return index &- start
        default: return index
        }
    }

    /// The innermost collection's index at `position`, as `position(ofIndex:)` reverses it.
    func index(ofPosition position: Int) -> Int {
        switch rootValue.unboxed {
        case .slice(_, let start), .range(.int(let start), _, false): return position &+ start
        default: return position
        }
    }

    private func element(_ position: Int, _ depth: Int) throws -> Value {
        guard depth > 0 else {
            guard let element = root.element(at: position) else { throw RuntimeError("Index out of range", line: line) }
            return element
        }
        let layer = layers[depth - 1]
        switch layer.step {
        case .map: return try LazyClosureSequence.transform(element(position, depth - 1), layer.closures, interpreter, line: line)
        case .filter, .dropWhile: return try element(position, depth - 1)
        case .prefixWhile:
            guard position != Self.pastEnd else { throw RuntimeError("Index out of range", line: line) }
            return try element(position, depth - 1)
        case .reversed: return try element(before(position, depth - 1), depth - 1)
        }
    }

    private func kept(_ position: Int, _ depth: Int) throws -> Bool {
        try interpreter.iterationStep(line: line)
        return try LazyClosureSequence.test(element(position, depth - 1), layers[depth - 1].closures, interpreter, line: line)
    }

    // The index operations follow the standard library's: a filter's `startIndex` and its
    // `index(after:)` test base elements until one is kept, comparing with the base's
    // `endIndex` each time, and its preconditions read the base's `endIndex` or `startIndex`
    // (which a reversed base finds by testing elements); a reversal swaps its base's ends.

    private func start(_ depth: Int) throws -> Int {
        guard depth > 0 else { return 0 }
        switch layers[depth - 1].step {
        case .map, .prefixWhile: return try start(depth - 1)
        case .reversed: return try end(depth - 1)
        case .filter:
            var position = try start(depth - 1)
            while try position != end(depth - 1), try !kept(position, depth) { position = try after(position, depth - 1) }
            return position
        case .dropWhile:
            var position = try start(depth - 1)
            while try position != end(depth - 1), try kept(position, depth) { position = try after(position, depth - 1) }
            return position
        }
    }

    private func end(_ depth: Int) throws -> Int {
        guard depth > 0 else { return root.count }
        switch layers[depth - 1].step {
        case .reversed: return try start(depth - 1)
        case .prefixWhile:
            // Its base's `first` kept: the end is past the kept run; else it is empty.
            let first = try start(depth - 1)
            if try first != end(depth - 1), try kept(first, depth) { return Self.pastEnd }
            return try start(depth)
        default: return try end(depth - 1)
        }
    }

    private func after(_ position: Int, _ depth: Int) throws -> Int {
        guard depth > 0 else {
            guard position < root.count else { throw RuntimeError("Can't advance past endIndex", line: line) }
            return position + 1
        }
        switch layers[depth - 1].step {
        case .map: return try after(position, depth - 1)
        case .reversed: return try before(position, depth - 1)
        case .dropWhile:
            guard try position != end(depth - 1) else { throw RuntimeError("Can't advance past endIndex", line: line) }
            return try after(position, depth - 1)
        case .prefixWhile:
            guard try position != end(depth), position != Self.pastEnd else { throw RuntimeError("Can't advance past endIndex", line: line) }
            let next = try after(position, depth - 1)
            guard try next < end(depth - 1), try kept(next, depth) else { return Self.pastEnd }
            return next
        case .filter:
            guard try position != end(depth - 1) else { throw RuntimeError("Can't advance past endIndex", line: line) }
            var next = try after(position, depth - 1)
            while try next != end(depth - 1), try !kept(next, depth) { next = try after(next, depth - 1) }
            return next
        }
    }

    private func before(_ position: Int, _ depth: Int) throws -> Int {
        guard depth > 0 else {
            guard position > 0 else { throw RuntimeError("Can't move before startIndex", line: line) }
            return position - 1
        }
        switch layers[depth - 1].step {
        case .map: return try before(position, depth - 1)
        case .dropWhile:
            guard try position != start(depth) else { throw RuntimeError("Can't move before startIndex", line: line) }
            return try before(position, depth - 1)
        case .reversed: return try after(position, depth - 1)
        case .prefixWhile:
            guard position == Self.pastEnd else {
                guard try position != start(depth - 1) else { throw RuntimeError("Can't move before startIndex", line: line) }
                return try before(position, depth - 1)
            }
            // The last kept element: searched forwards for the predicate's first refusal.
            var result = try start(depth - 1)
            while true {
                let next = try after(result, depth - 1)
                if try next == end(depth - 1) || !kept(next, depth) { return result }
                result = next
            }
        case .filter:
            guard try position != start(depth - 1) else { throw RuntimeError("Can't retreat before startIndex", line: line) }
            var previous = try before(position, depth - 1)
            while try !kept(previous, depth) { previous = try before(previous, depth - 1) }
            return previous
        }
    }

    /// A map's count is its base's, and so is a reversal's (its base's distance from start to end,
    /// walked forwards); a filter walks from its `startIndex` to its `endIndex`.
    private func count(_ depth: Int) throws -> Int {
        guard depth > 0 else { return root.count }
        let step = layers[depth - 1].step
        guard step == .filter || step == .prefixWhile || step == .dropWhile else { return try count(depth - 1) }
        var position = try start(depth), total = 0
        let end = try end(depth)
        while position != end {
            total += 1
            position = try after(position, depth)
        }
        return total
    }
}
