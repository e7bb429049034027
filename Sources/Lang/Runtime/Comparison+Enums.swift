/// Swift's synthesised `<` of a `Comparable` enum (SE-0266).
extension Comparison {
    /// Whether case `x` with payload `xs` orders before case `y` with payload `ys`: by the cases'
    /// declaration order, then, within one case, by the first payload that is not `==` its
    /// counterpart, by its type's `<` (so a NaN payload decides, as `false`, as in swiftc's
    /// derived code); a program's own `==` and `<` of a payload type decide, as its witnesses do,
    /// and a `UInt` payload (held as its bit pattern) orders as unsigned.
    static func synthesizedLess(_ decl: NominalDecl, _ x: Int, _ xs: [Value], _ y: Int, _ ys: [Value],
                                _ interpreter: Interpreter, line: Int) throws -> Bool {
        guard x == y else { return x < y }
        let types = x >= 0 && x < decl.cases.count ? decl.cases[x].associatedValues.map(\.type) : []
        for (position, (a, b)) in zip(xs, ys).enumerated() {
            if try StaticWitness.compare(.notEqual, a, b, interpreter, line: line) {
                if position < types.count, types[position].isWideUnsigned {
                    return try less(a, b, unsigned: true, interpreter, line: line)
                }
                return try StaticWitness.compare(.less, a, b, interpreter, line: line)
            }
        }
        return false
    }
}
