extension NativeTable {
    /// The random numbers of `Prelude.random`, drawn from the session's generator.
    static let random: [String: NativeFunction] = [
        "random.double": { call in
            let (lower, upper, closed) = try bounds(call)
            let low = try call.types.number(lower, line: call.line), high = try call.types.number(upper, line: call.line)
            guard low.isFinite, high.isFinite else {
                throw RuntimeError("There is no uniform distribution on an infinite range", line: call.line)
            }
            guard closed ? low <= high : low < high else {
                throw RuntimeError("Can't get random value with an empty range", line: call.line)
            }
            return .double(call.interpreter.random.double(low, high, closed: closed))
        },
        "random.int": { call in
            let (lower, upper, closed) = try bounds(call)
            guard let low = lower.intValue, let high = upper.intValue else { throw RuntimeError("expected an Int range", line: call.line) }
            let span = UInt64(bitPattern: Int64(high &- low))
            let count = closed ? span &+ 1 : span
            guard closed ? low <= high : low < high else {
                throw RuntimeError("Can't get random value with an empty range", line: call.line)
            }
            // The whole of Int's range (count wrapped to 0) draws all 64 bits.
            if count == 0 { return .int(Int(truncatingIfNeeded: call.interpreter.random.next())) }
            return .int(call.interpreter.random.integer(from: low, count: count))
        },
        "random.seed": { call in .int(Int(truncatingIfNeeded: call.interpreter.random.next())) },
        "random.bool": { call in .bool(call.interpreter.random.bool()) },
        "Random.seed": { call in
            guard let seed = try call.argument(0).intValue else { throw RuntimeError("expected an Int", line: call.line) }
            call.interpreter.random.reseed(seed)
            return .void
        },
    ]

    /// The bounds of the range argument and whether it is closed.
    private static func bounds(_ call: NativeCall) throws -> (Value, Value, Bool) {
        guard case .range(let lower, let upper, let closed) = try call.argument(0) else {
            throw RuntimeError("expected a range", line: call.line)
        }
        return (lower.unboxed, upper.unboxed, closed)
    }
}
