/// Operands whose overloads differ only in their results (`func f(_ x: Int) -> Int` beside
/// `func f(_ x: Int) -> Double`): swiftc ranks the operator's solutions, so the other operand
/// decides which one is called (`f(1) + 1.5` and `f(1) + a` with `a: Double` call the `Double`
/// one; `f(1) + 1` the `Int` one, whose literal keeps its default type), and two such operands
/// with no type wanted tie: "ambiguous use of 'f'" (`f(1) + f(2)`).
extension Checker {
    /// The two operands typed with the result the other operand ranks first, when either is a
    /// call whose overloads tie in all but their results; nil when neither is (the usual typing).
    func resultTiedOperands(_ binary: BinaryExpr, expected: SwiftType?) -> (Typed, Typed)? {
        let leftTie = tiedResults(binary.lhs)
        let rightTie = tiedResults(binary.rhs)
        if leftTie == nil && rightTie == nil { return nil }
        // A wanted number type picks the overloads' result (`let z: Double = f(1) + f(2)`).
        if let expected, expected.isNumeric, (leftTie ?? rightTie)?.results.contains(expected) == true {
            return (expression(binary.lhs, expected: expected), expression(binary.rhs, expected: expected))
        }
        switch (leftTie, rightTie) {
        case (let left?, let right?):
            let common = left.results.filter { right.results.contains($0) }
            guard common.count == 1 else {
                error("ambiguous use of '\(left.name)'", left.range)
                return (Typed(Constant(.void, line: binary.lhs.range.line), .error),
                        Typed(Constant(.void, line: binary.rhs.range.line), .error))
            }
            return (expression(binary.lhs, expected: common[0]), expression(binary.rhs, expected: common[0]))
        case (let left?, nil):
            let (other, typedOther) = rankingType(binary.rhs, among: left.results)
            let tied = expression(binary.lhs, expected: other)
            return (tied, typedOther ?? expression(binary.rhs, expected: tied.type))
        case (nil, let right?):
            let (other, typedOther) = rankingType(binary.lhs, among: right.results)
            let tied = expression(binary.rhs, expected: other)
            return (typedOther ?? expression(binary.lhs, expected: tied.type), tied)
        case (nil, nil):
            return nil
        }
    }

    /// The result `-f(1)` negates when nothing else decides: the one floating-point result beside
    /// integer ones, as swiftc ranks a floating-point type's own `-` over `SignedNumeric`'s
    /// (`Int` beside `Double` is the `Double` one; `Double` beside `Float` ties).
    func negatedTieContext(_ operand: Expr) -> SwiftType? {
        guard let tie = tiedResults(operand) else { return nil }
        let floating = tie.results.filter(\.isFloatingPoint)
        guard floating.count == 1, tie.results.allSatisfy({ $0.isFloatingPoint || $0.isInteger }) else { return nil }
        return floating[0]
    }

    /// The type the other operand ranks first among a tied operand's `results`, and the other
    /// operand typed when it has a type of its own (a typed operand's own type).
    func rankingType(_ other: Expr, among results: [SwiftType]) -> (SwiftType?, Typed?) {
        if isLiteralOnly(other) {
            let fitting = literalFitting(other, among: results)
            return (fitting.count == 1 ? fitting[0] : nil, nil)
        }
        let typed = expression(other, expected: nil)
        return (results.contains(typed.type) ? typed.type : nil, typed)
    }

    /// The results a literal-only operand ranks first: its default type when a result is it
    /// (`1` is an `Int`), else every result it can be.
    private func literalFitting(_ literal: Expr, among results: [SwiftType]) -> [SwiftType] {
        let own = Checker(probing: self).expression(literal, expected: nil).type
        if results.contains(own) { return [own] }
        return results.filter { Checker(probing: self).expression(literal, expected: $0).type == $0 }
    }

    /// The results an operand's best overloads tie between, with the called name and the call's
    /// range: a call of a program's function of several overloads whose results differ (typed
    /// once in a probe, only for such a name), or arithmetic on such calls and literals (`f(1) +
    /// f(2)`, `f(1) * 2`), whose results both sides can be; nil otherwise. `depth` bounds the
    /// walk, so deep expressions cost nothing here.
    func tiedResults(_ operand: Expr, depth: Int = 0) -> (name: String, range: SourceRange, results: [SwiftType])? {
        let value = unparenthesized(operand)
        if case .prefix(.negate, let inner) = value.kind, depth < 4 { return tiedResults(inner, depth: depth + 1) }
        if case .binary(let binary) = value.kind, Checker.arithmeticOperator(binary.op) != nil, depth < 4 {
            let left = tiedResults(binary.lhs, depth: depth + 1)
            let right = left == nil && !isLiteralOnly(binary.lhs) ? nil : tiedResults(binary.rhs, depth: depth + 1)
            switch (left, right) {
            case (let left?, let right?):
                let common = left.results.filter { right.results.contains($0) }
                return common.isEmpty ? nil : (left.name, left.range, common)
            case (let tie?, nil) where isLiteralOnly(binary.rhs):
                let fitting = literalFitting(binary.rhs, among: tie.results)
                return fitting.isEmpty ? nil : (tie.name, tie.range, fitting)
            case (nil, let tie?) where isLiteralOnly(binary.lhs):
                let fitting = literalFitting(binary.lhs, among: tie.results)
                return fitting.isEmpty ? nil : (tie.name, tie.range, fitting)
            default:
                return nil
            }
        }
        if let generic = tiedStandardCall(value, depth: depth) { return generic }
        guard case .call(let parts) = value.kind, case .identifier(let name, _) = parts.callee.kind,
              case .functions(let functions)? = lookup(name.name), functions.count > 1,
              Set(functions.map { $0.type.result.description }).count > 1 else { return nil }
        let probe = Checker(probing: self)
        probe.resultUseDepth = 1
        _ = probe.expression(value, expected: nil)
        guard let tie = probe.lastResultTie, tie.range == value.range else { return nil }
        return (name.name, tie.range, tie.results)
    }

    /// The type `min` and `max` compare at when an argument calls overloads that differ only in
    /// their results: the one another argument ranks first, as an operator's other operand does
    /// (`max(f(1), 2.5)` is the `Double` one, `max(f(1), 2)` the `Int` one); nil when no
    /// argument ties or nothing decides.
    func tiedArgumentsType(_ arguments: [Argument]) -> SwiftType? {
        guard arguments.count > 1, arguments.allSatisfy({ $0.label == nil }) else { return nil }
        let ties = arguments.map { tiedResults($0.value) }
        guard let first = ties.compactMap({ $0 }).first else { return nil }
        let common = ties.compactMap { $0 }.reduce(first.results) { common, tie in common.filter { tie.results.contains($0) } }
        guard let other = zip(arguments, ties).first(where: { $0.1 == nil })?.0 else {
            return common.count == 1 ? common[0] : nil
        }
        return rankingType(other.value, among: common).0
    }

    /// `max(f(1), f(2))` and `abs(f(1))`: the standard library's `min`, `max` and `abs` return
    /// their arguments' type, so they tie in what their tied arguments tie in, narrowed by their
    /// literal arguments; nil for any other call or argument.
    private func tiedStandardCall(_ value: Expr, depth: Int) -> (name: String, range: SourceRange, results: [SwiftType])? {
        guard depth < 4, case .call(let parts) = value.kind, case .identifier(let callee, _) = parts.callee.kind,
              ["min", "max", "abs"].contains(callee.name), lookup(callee.name) == nil, parts.trailingClosures.isEmpty,
              !parts.arguments.isEmpty, parts.arguments.allSatisfy({ $0.label == nil }) else { return nil }
        var first: (name: String, range: SourceRange)?
        var common: [SwiftType] = []
        for argument in parts.arguments where !isLiteralOnly(argument.value) {
            guard let tie = tiedResults(argument.value, depth: depth + 1) else { return nil }
            common = first == nil ? tie.results : common.filter { tie.results.contains($0) }
            first = first ?? (tie.name, tie.range)
        }
        guard let first else { return nil }
        for argument in parts.arguments where isLiteralOnly(argument.value) {
            common = literalFitting(argument.value, among: common)
        }
        return common.isEmpty ? nil : (first.name, first.range, common)
    }
}
