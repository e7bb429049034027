import Foundation
import Geometry

extension BuiltinTable {
    func registerMath() {
        let unary: [(String, String, @convention(c) (Double) -> Double)] = [
            ("sin", "The sine of an angle in radians.", sin), ("cos", "The cosine of an angle in radians.", cos),
            ("tan", "The tangent of an angle in radians.", tan), ("asin", "The arcsine, in radians.", asin),
            ("acos", "The arccosine, in radians.", acos), ("atan", "The arctangent, in radians.", atan),
            ("sqrt", "The square root.", { $0.squareRoot() }), ("abs", "The absolute value.", { Swift.abs($0) }),
            ("floor", "Rounds down to a whole number.", { $0.rounded(.down) }),
            ("ceil", "Rounds up to a whole number.", { $0.rounded(.up) }),
            ("round", "Rounds to the nearest whole number (halves away from zero).", { $0.rounded() }),
            ("exp", "e raised to the power x.", exp), ("log", "The natural logarithm.", log),
            ("log2", "The base-2 logarithm.", log2), ("log10", "The base-10 logarithm.", log10),
        ]
        for (name, doc, f) in unary {
            function(name, doc, overload([param(nil, "Double")], "Double") { .number(f(try $0.number(0))) }).numeric = f
        }
        function("atan2", "The angle of the vector (x, y) in radians: atan2(y, x).",
                 overload([param(nil, "Double"), param(nil, "Double")], "Double") { .number(atan2(try $0.number(0), try $0.number(1))) })
        function("pow", "x raised to the power y.",
                 overload([param(nil, "Double"), param(nil, "Double")], "Double") { .number(pow(try $0.number(0), try $0.number(1))) })
        function("hypot", "The length of the hypotenuse: sqrt(x² + y²).",
                 overload([param(nil, "Double"), param(nil, "Double")], "Double") { .number(hypot(try $0.number(0), try $0.number(1))) })
        for (name, pick) in [("min", { (a: Double, b: Double) in Swift.min(a, b) }), ("max", { (a: Double, b: Double) in Swift.max(a, b) })] {
            function(name, "The \(name == "min" ? "smallest" : "largest") of its arguments (numbers, or comparable values).",
                     overload([variadic(nil, "Double")], "Double") { call in
                let values = try call.sequence(0)
                guard var best = values.first else { throw fail("\(name) needs at least one argument") }
                for value in values.dropFirst() {
                    if case .number(let a) = best, case .number(let b) = value {
                        best = .number(pick(a, b))
                    } else {
                        let order = try call.i.compare(value, best)
                        if (name == "min" && order < 0) || (name == "max" && order > 0) { best = value }
                    }
                }
                return best
            })
        }
    }

    func registerNumbers() {
        for name in ["Double", "CGFloat", "Float"] {
            type(name, "A number (every number in the language is a Double).",
                 overload([param(nil, "Double")], name) { call in
                     if case .string(let s) = try call.value(0) { return Double(s).map(Value.number) ?? .null }
                     return .number(try call.number(0))
                 }).initializer?.numeric = { $0 }
            staticProperty(name, "pi", "π, the ratio of a circle's circumference to its diameter.", returns: "Double") { _ in .number(Double.pi) }
            staticProperty(name, "infinity", "Positive infinity.", returns: "Double") { _ in .number(Double.infinity) }
            staticProperty(name, "greatestFiniteMagnitude", "The largest finite Double.", returns: "Double") { _ in .number(Double.greatestFiniteMagnitude) }
            staticProperty(name, "nan", "Not a number: the result of 0 / 0; compares unequal to everything, itself included.",
                           returns: "Double") { _ in .number(Double.nan) }
            for constant in ["pi": Double.pi, "infinity": .infinity, "greatestFiniteMagnitude": .greatestFiniteMagnitude, "nan": .nan] {
                types[name]?.statics[constant.key]?.constant = .number(constant.value)
            }
            staticMethod(name, "random", "A uniformly distributed random number in the range, from the session's generator.",
                         overload([param("in", "ClosedRange<Double>")], "Double") { call in
                             guard case .range(let r) = try call.value(0) else { throw fail("random(in:) needs a range such as 0...1") }
                             guard r.lower <= r.upper else { throw fail("random(in:) needs a non-empty range") }
                             return .number(r.isClosed ? call.i.state.random.nextDouble(in: r.lower...r.upper)
                                                       : call.i.state.random.nextDouble(in: r.lower..<max(r.upper, r.lower.nextUp)))
                         })
        }
        type("Int", "A whole number: Int(x) truncates towards zero.",
             overload([param(nil, "Double")], "Int") { call in
                 if case .string(let s) = try call.value(0) { return Int(s).map { .number(Double($0)) } ?? .null }
                 let x = try call.number(0)
                 guard x.isFinite else { throw fail("Int(\(NumberFormat.text(x))) is not a whole number") }
                 // Swift traps here; the language reports it, in Swift's words.
                 guard x >= -0x1p63, x < 0x1p63 else {
                     throw fail("Double value cannot be converted to Int because it is outside the representable range")
                 }
                 return .number(x.rounded(.towardZero))
             })
        staticMethod("Int", "random", "A uniformly distributed random whole number in the range, from the session's generator.",
                     overload([param("in", "Range<Int>")], "Int") { call in
                         guard case .range(let r) = try call.value(0) else { throw fail("Int.random(in:) needs a range such as 0..<10") }
                         let count = r.count
                         guard count > 0 else { throw fail("Int.random(in:) needs a non-empty range") }
                         return .number(r.lower.rounded(.up) + Double(call.i.state.random.next() % UInt64(count)))
                     })
        staticProperty("Int", "max", "The largest Int.", returns: "Int") { _ in .number(Double(Int.max)) }
        type("Bool", "true or false.", overload([param(nil, "Bool")], "Bool") { .bool(try $0.bool(0)) })
        staticMethod("Bool", "random", "true or false with equal chance, from the session's generator.",
                     overload([], "Bool") { call in .bool(call.i.state.random.next() & 1 == 1) })
        type("String", "Text; String(x) describes any value.",
             overload([param(nil, "Any")], "String") { call in .string(call.i.describe(try call.value(0))) },
             overload([param("describing", "Any")], "String") { call in .string(call.i.describe(try call.value(0))) },
             overload([param("format", "String"), variadic(nil, "Double")], "String") { call in
                 let values = try call.sequence(1)
                 guard values.count == 1 else { throw fail("String(format:) takes exactly one number") }
                 return .string(try NumberFormat.printf(try call.string(0), value: values[0], at: call.location ?? .start))
             })
    }

    func registerSession() {
        function("print", "Writes its arguments, separated by spaces, to the cell's output.",
                 overload([variadic(nil, "Any"), param("separator", "String", "\" \""), param("terminator", "String", "\"\\n\"")], "") { call in
                     let separator = call.has(1) ? try call.string(1) : " "
                     let terminator = call.has(2) ? try call.string(2) : "\n"
                     let text = try call.sequence(0).map { call.i.describe($0) }.joined(separator: separator) + terminator
                     call.i.host?.print(text)
                     return .void
                 })
        function("save", "Saves a shape, path, view or animation as a PNG, SVG or PDF file (chosen by the extension; an animation as APNG or animated SVG, its first frame as PDF).",
                 overload([param(nil, "View"), param("to", "String"), param("scale", "Double", "Canvas.scale")], "") { call in
                     if case .animation(let animation) = try call.value(0) { return try Self.save(animation, call) }
                     let figure = try call.i.figure(try call.i.viewValue(try call.value(0)) ?? ViewValue(try call.view(0)))
                     let path = try call.string(1, "to")
                     let scale = try Self.saveScale(call, 2) ?? call.i.state.canvasScale
                     guard let host = call.i.host else { throw fail("save(_:to:) needs a host that can write files") }
                     do {
                         try host.save(figure, to: path, scale: scale)
                     } catch {
                         throw Self.saveFailure(error, path: path)
                     }
                     return .void
                 })
        function("zip", "Pairs up the elements of two sequences, as tuples.",
                 overload([param(nil, "Sequence"), param(nil, "Sequence")], "[(A, B)]") { call in
                     let a = try call.sequence(0), b = try call.sequence(1)
                     return .array(try call.i.makeArray(count: min(a.count, b.count), for: "zip of \(min(a.count, b.count)) pairs") {
                         .tuple([a[$0], b[$0]], labels: [nil, nil])
                     })
                 })
        function("stride", "Numbers from `from` towards `to` (excluded; included with `through:`) in steps of `by`.",
                 overload([param("from", "Double"), param("to", "Double"), param("by", "Double")], "[Double]") { call in
                     try Self.stride(call, inclusive: false)
                 },
                 overload([param("from", "Double"), param("through", "Double"), param("by", "Double")], "[Double]") { call in
                     try Self.stride(call, inclusive: true)
                 })
        type("Random", "The session's random generator.")
        randomSeed = Builtin("seed", doc: "Restarts the session's random generator from `n`, so what follows is reproducible.",
                             overloads: [overload([param(nil, "Int")], "") { call in
                                 let n = try call.number(0)
                                 guard n.isFinite, abs(n) < 9.2e18 else { throw fail("Random.seed needs a whole number, got \(NumberFormat.text(n))") }
                                 call.i.state.random = SeededRandom(seed: Int(n.rounded(.towardZero)))
                                 return .void
                             }])
        randomSeed.owner = "Random"
        types["Random"]?.statics["seed"] = randomSeed
    }

    private static func stride(_ call: BuiltinCall, inclusive: Bool) throws -> Value {
        let from = try call.number(0), to = try call.number(1), by = try call.number(2)
        guard by != 0, by.isFinite, from.isFinite, to.isFinite else {
            throw fail("stride needs finite bounds and a finite, non-zero step")
        }
        let span = ((to - from) / by).rounded(.down)
        let limit = call.i.configuration.maximumArrayLength
        guard span.isFinite, span < Double(limit) else {
            throw LanguageError.limit("stride would make more than \(limit) numbers (the array limit)")
        }
        let steps = Int(max(0, span)) + 2
        try call.i.reserve(Interpreter.bytes(ofValues: steps), for: "stride of \(steps) numbers")
        var values: [Value] = []
        // At most span + 2 steps: also stops when the step is too small to change the value.
        for k in 0..<steps {
            try call.i.checkInterrupt(step: k)
            let x = from + Double(k) * by
            if by > 0 ? (inclusive ? x > to : x >= to) : (inclusive ? x < to : x <= to) { break }
            values.append(.number(x))
        }
        return .array(values)
    }
}
