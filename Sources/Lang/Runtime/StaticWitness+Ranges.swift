/// Ranges of a program's own `Comparable` type (`N(v: 1)...N(v: 5)`): whether one holds a value
/// is decided by the type's own `<`, as Swift's `contains` and `~=` call the conformance's witness.
extension StaticWitness {
    /// Whether the range from `lower` to `upper` (`closed` or half-open; a `.null` bound is a
    /// one-sided range's missing end) contains `value`, ordered by the values' own `<` when
    /// their type declares one, else by the builtin order.
    static func range(from lower: Value, to upper: Value, closed: Bool, contains value: Value,
                      _ interpreter: Interpreter, line: Int) throws -> Bool {
        let less = ordering(interpreter, unsigned: false, line: line)
        if case .null = lower { return closed ? try !less(upper, value) : try less(value, upper) }
        guard try !less(value, lower) else { return false }
        if case .null = upper { return true }
        return closed ? try !less(upper, value) : try less(value, upper)
    }
}

extension StaticWitness {
    /// Whether `lower <= upper`, what a range's initialiser requires: by the values' own `<`
    /// when their type declares one; a NaN bound is unordered, as Double's `<=` says.
    static func ordered(_ lower: Value, _ upper: Value, _ interpreter: Interpreter, line: Int) throws -> Bool {
        switch (lower.unboxed, upper.unboxed) {
        case (.double(let low), .double(let high)): return low <= high
        case (.float(let low), .float(let high)): return low <= high
        default: return try !ordering(interpreter, unsigned: false, line: line)(upper, lower)
        }
    }
}
