/// The innermost collection of a lazy map or filter (LazyPositions), read by position: an integer
/// range's values are worked out from its bounds rather than made into an array, so that each
/// `index(after:)` of a lazy filter over `0...100_000` costs a step, not the whole range.
enum LazyRoot {
    /// The elements of an array, a slice, a Set, a String…, in order.
    case values([Value])
    /// The `count` values of an integer range from `lower`.
    case integers(lower: Int, count: Int)

    /// The elements of `value`, a closure-free collection.
    /// - Throws: what reading it throws (the interrupt, the memory limit, a range too large to count).
    init(_ value: Value, line: Int) throws {
        if case .range(.int(let lower), .int, _) = value.unboxed {
            self = .integers(lower: lower, count: try Checker.elementCount(value, line: line))
        } else {
            self = .values(try Sequences.elements(of: value, line: line))
        }
    }

    var count: Int {
        switch self {
        case .values(let values): return values.count
        case .integers(_, let count): return count
        }
    }

    /// The element at `position`, or nil when there is none.
    func element(at position: Int) -> Value? {
        guard position >= 0, position < count else { return nil }
        switch self {
        case .values(let values): return values[position]
        case .integers(let lower, _): return .int(lower &+ position)
        }
    }

    /// The elements at `positions` (valid ones) of an array or a slice.
    func values(_ positions: Range<Int>) -> [Value] {
        guard case .values(let values) = self else { return [] }
        return Array(values[positions])
    }
}
