/// Swift's synthesised `<` of a `Comparable` enum (SE-0266).
extension Comparison {
    /// Whether case `x` with payload `xs` orders before case `y` with payload `ys`: by the cases'
    /// declaration order, then, within one case, by the first payload that is not `==` its
    /// counterpart, by its type's `<` (so a NaN payload decides, as `false`, as in swiftc's
    /// derived code); a program's own `==` and `<` of a payload type decide, as its witnesses do.
    static func synthesizedLess(_ x: Int, _ xs: [Value], _ y: Int, _ ys: [Value], _ interpreter: Interpreter,
                                line: Int) throws -> Bool {
        guard x == y else { return x < y }
        for (a, b) in zip(xs, ys) {
            if try StaticWitness.compare(.notEqual, a, b, interpreter, line: line) {
                return try StaticWitness.compare(.less, a, b, interpreter, line: line)
            }
        }
        return false
    }
}
