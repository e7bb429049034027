/// Comparison operators: equality by `Value`'s synthesised `==`, order by Swift's `<` on numbers,
/// strings, characters and tuples.
final class Comparison: Expression {
    /// The operators.
    enum Operator {
        case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual, identical, notIdentical
    }

    let op: Operator
    let lhs: Expression
    let rhs: Expression

    init(_ op: Operator, _ lhs: Expression, _ rhs: Expression, line: Int) {
        self.op = op
        self.lhs = lhs
        self.rhs = rhs
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let a = try lhs.evaluate(frame, interpreter)
        let b = try rhs.evaluate(frame, interpreter)
        if op == .equal || op == .notEqual, let xs = a.arrayElements, let ys = b.arrayElements {
            let same = try Comparison.equalArrays(xs, ys, interpreter, line: line)
            return .bool(op == .equal ? same : !same)
        }
        return .bool(try Comparison.compare(op, a, b, interpreter, line: line))
    }

    /// `==` of two arrays, element by element (two of the same storage are equal without a
    /// look, as in Swift), looking at the interrupt flag as it goes: five million elements take
    /// a second in a debug build.
    static func equalArrays(_ xs: [Value], _ ys: [Value], _ interpreter: Interpreter, line: Int) throws -> Bool {
        guard xs.count == ys.count else { return false }
        if xs.withUnsafeBufferPointer({ $0.baseAddress }) == ys.withUnsafeBufferPointer({ $0.baseAddress }) { return true }
        let equal = StaticWitness.equality(interpreter, line: line)
        for index in xs.indices {
            try interpreter.checkInterrupt(step: index, line: line)
            if try !equal(xs[index], ys[index]) { return false }
        }
        return true
    }

    /// Applies `op` to two values (`interpreter` runs a payload type's own `<`).
    static func compare(_ op: Operator, _ a: Value, _ b: Value, _ interpreter: Interpreter, line: Int) throws -> Bool {
        switch op {
        case .equal: return equal(a, b)
        case .notEqual: return !equal(a, b)
        case .identical, .notIdentical:
            var same = false
            if case .object(let x) = a.unboxed, case .object(let y) = b.unboxed { same = x === y }
            if case .null = a, case .null = b { same = true }
            return op == .identical ? same : !same
        case .less: return try less(a, b, interpreter, line: line)
        case .greater: return try less(b, a, interpreter, line: line)
        case .lessOrEqual: return try !less(b, a, interpreter, line: line)
        case .greaterOrEqual: return try !less(a, b, interpreter, line: line)
        }
    }

    /// `==` with Swift's numeric rules (NaN is unequal to itself, `-0.0 == 0.0`).
    static func equal(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x == y
        case (.double(let x), .double(let y)): return x == y
        case (.float(let x), .float(let y)): return x == y
        default: return a == b
        }
    }

    /// Swift's `<` for the builtin comparable types, tuples element by element, and enums by
    /// their synthesised order (`interpreter` runs a payload type's own `<`).
    static func less(_ a: Value, _ b: Value, _ interpreter: Interpreter, line: Int) throws -> Bool {
        switch (a.unboxed, b.unboxed) {
        case (.int(let x), .int(let y)): return x < y
        case (.double(let x), .double(let y)): return x < y
        case (.float(let x), .float(let y)): return x < y
        case (.string(let x), .string(let y)): return x < y
        case (.character(let x), .character(let y)): return x < y
        case (.bool(let x), .bool(let y)): return !x && y
        case (.void, .void): return false
        case (.tuple(let xs), .tuple(let ys)):
            for (x, y) in zip(xs, ys) {
                if try less(x, y, interpreter, line: line) { return true }
                if try less(y, x, interpreter, line: line) { return false }
            }
            return false
        case (.enumValue(let decl, let x, let xs), .enumValue(_, let y, let ys)):
            return try synthesizedLess(decl, x, xs, y, ys, interpreter, line: line)
        default:
            // A Substring against a String or Substring.
            if let x = a.unboxed.stringValue, let y = b.unboxed.stringValue { return x < y }
            throw RuntimeError("values cannot be compared", line: line)
        }
    }
}
