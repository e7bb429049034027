/// The values of a range of a program's `Strideable` type (whose `Stride` is a `SignedInteger`),
/// stepped as Swift's range iterators step: before each value the type's `==` asks whether the
/// walk is at the upper bound, then the next value is made with `advanced(by: 1)` (a
/// `ClosedRange` makes none past its upper bound), then the value is handed on. So a loop's body
/// runs between the type's own methods, in swiftc's order.
enum StrideableRangeWalk {
    /// Calls `body` with each value from `lower` to `upper` (past it unless `closed`) until it
    /// returns false.
    /// - Throws: what the type's methods and `body` throw; a type without `advanced(by:)`.
    static func forEach(from lower: Value, to upper: Value, closed: Bool, _ interpreter: Interpreter, line: Int,
                        _ body: (Value) throws -> Bool) throws {
        guard let decl = lower.nominalDecl, let advance = interpreter.environment.dispatch("advanced(by:)", on: decl) else {
            throw RuntimeError("value is not Strideable", line: line)
        }
        var current = lower
        while true {
            let atEnd = try StaticWitness.compare(.equal, current, upper, interpreter, line: line)
            if atEnd && !closed { return }
            let value = current
            if !atEnd { current = try interpreter.invoke(advance.code, captured: nil, arguments: [.int(1)], selfValue: current, line: line).0 }
            if try !body(value) || atEnd { return }
        }
    }
}
