/// The program's own `==` and `<` of a value's dynamic type, for comparisons the checker cannot
/// bind to them: operands typed by a generic parameter (`func f<T: Comparable>(_ a: T, _ b: T)
/// { a < b }`), and the library's sorts, extremes and searches over such values. swiftc calls the
/// conformance's witness, so a hand-written operator decides, not a member-by-member comparison.
extension StaticWitness {
    /// The static operator `spelling` (`<` or `==`) taking two values of `value`'s type, found
    /// as `call` finds statics (the type's own, a superclass's, a protocol extension's), as a
    /// function of two values; nil when the program declared none.
    static func userOperator(_ spelling: String, for value: Value, _ interpreter: Interpreter,
                             line: Int) -> ((Value, Value) throws -> Bool)? {
        guard let decl = value.nominalDecl else { return nil }
        for (owner, table) in tables(of: decl, interpreter.environment) {
            let candidates = table.staticMethods[spelling] ?? []
            guard let method = candidates.first(where: { takesTwo($0, of: decl) && !$0.code.isRequirement }) else { continue }
            return { a, b in
                try invoke(method.code, arguments: [a, b], in: owner, for: decl, interpreter, line: line).boolValue ?? false
            }
        }
        return strideableOperator(spelling, for: decl, interpreter, line: line)
    }

    /// Swift's `Strideable` extension's `<` and `==` for a conformer that declares neither:
    /// `a.distance(to: b) > 0` and `a.distance(to: b) == 0`; nil for a type that is not `Strideable`.
    private static func strideableOperator(_ spelling: String, for decl: NominalDecl, _ interpreter: Interpreter,
                                           line: Int) -> ((Value, Value) throws -> Bool)? {
        let environment = interpreter.environment
        guard let strideable = environment.builtinProtocols["Strideable"], environment.conformances.conforms(decl, to: strideable),
              let distance = environment.dispatch("distance(to:)", on: decl) else { return nil }
        return { a, b in
            let stride = try interpreter.invoke(distance.code, captured: nil, arguments: [b], selfValue: a, line: line).0
            let sign: Int
            if case .int(let steps) = stride.unboxed { sign = steps.signum() } else {
                sign = stride.unboxed.doubleValue.map { $0 > 0 ? 1 : $0 < 0 ? -1 : 0 } ?? 0
            }
            return spelling == "<" ? sign > 0 : sign == 0
        }
    }

    /// Whether `function` takes two operands that `decl`'s values are: of its type, a superclass
    /// of it, or the protocol extension's `Self`.
    private static func takesTwo(_ function: FunctionSymbol, of decl: NominalDecl) -> Bool {
        guard function.type.parameters.count == 2 else { return false }
        return function.type.parameters.allSatisfy { parameter in
            guard let owner = parameter.type.nominalDecl else {
                if case .generic = parameter.type { return true }
                return false
            }
            return decl.isSubclass(of: owner)
        }
    }

    /// `op` applied to `a` and `b` by the program's own `==` or `<` when `a`'s type declares one
    /// (`>`, `<=`, `>=` and `!=` derived from them as the standard library derives them), else by
    /// Swift's builtin comparison.
    static func compare(_ op: Comparison.Operator, _ a: Value, _ b: Value, _ interpreter: Interpreter,
                        line: Int) throws -> Bool {
        let spelling = op == .equal || op == .notEqual ? "==" : "<"
        guard op != .identical, op != .notIdentical, let user = userOperator(spelling, for: a, interpreter, line: line) else {
            return try Comparison.compare(op, a, b, interpreter, line: line)
        }
        switch op {
        case .equal, .less: return try user(a, b)
        case .notEqual: return try !user(a, b)
        case .greater: return try user(b, a)
        case .lessOrEqual: return try !user(b, a)
        default: return try !user(a, b)
        }
    }

    /// Swift's `<` for the library's sorts and extremes: the program's `<` of the values' type,
    /// looked up once from the first value compared, else the builtin order.
    static func ordering(_ interpreter: Interpreter, unsigned: Bool, line: Int) -> (Value, Value) throws -> Bool {
        var user: ((Value, Value) throws -> Bool)??
        return { a, b in
            if user == nil { user = .some(userOperator("<", for: a, interpreter, line: line)) }
            if let less = user ?? nil { return try less(a, b) }
            return try Comparison.less(a, b, unsigned: unsigned, interpreter, line: line)
        }
    }

    /// Swift's `==` for the library's searches: the program's `==` of the values' type, looked
    /// up once from the first value compared, else the builtin equality.
    static func equality(_ interpreter: Interpreter, line: Int) -> (Value, Value) throws -> Bool {
        var user: ((Value, Value) throws -> Bool)??
        return { a, b in
            if user == nil { user = .some(userOperator("==", for: a, interpreter, line: line)) }
            if let equal = user ?? nil { return try equal(a, b) }
            return Comparison.equal(a, b)
        }
    }
}
