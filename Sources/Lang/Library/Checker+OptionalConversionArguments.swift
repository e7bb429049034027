/// An optional argument of a library conversion that takes its wrapped type (`Int(o)` of an
/// `Int?`, `String(Int("5"))`): swiftc's "must be unwrapped" at the argument, in place of
/// "no exact matches in call to initializer" at the call.
///
/// For `String(x)` of an `Int?` swiftc finds several solutions of the same fix weight (1):
/// `init<T: LosslessStringConvertible>(_:)` and `init<T: BinaryInteger>(_:radix:uppercase:)`
/// with `x` unwrapped, `init(describing:)` and `init(reflecting:)` with the label added. Fixes of
/// different kinds at the call make "no exact matches" (swiftc's `diagnoseAmbiguityWithFixes`);
/// that is the verdict unless the solver ranked those solutions first. It ranks them when it
/// splits the outer call off as a component of its own, solved after the inner call's overload
/// is chosen: when the inner call still leaves a type open then (Checker+FailedOverloads weighs
/// the fixes of a program's overloads).
extension Checker {
    /// Reports swiftc's error when `typed`, the argument `argument`, is an optional whose wrapped
    /// type `takes` accepts; returns whether it did.
    func reportsOptionalConversionArgument(_ typed: Typed, _ argument: Expr, takes: (SwiftType) -> Bool) -> Bool {
        guard case .optional(let wrapped) = typed.type, wrapped.optionalWrapped == nil, !hasError(wrapped),
              takes(wrapped) else { return false }
        error("value of optional type '\(typed.type)' must be unwrapped to a value of type '\(wrapped)'", caret(argument))
        return true
    }

    /// Whether swiftc ranks the solutions of the library conversion whose argument is `argument`,
    /// a type's initialiser call (the library's or a program's): the most specialised (`String`'s
    /// `LosslessStringConvertible` one, whose `T` passes for `describing:`'s `Subject`) then wins
    /// and its unwrap is the error. The outer call is a component of its own when the inner call,
    /// its overload chosen, still has a type open: an argument whose type its own overloads or
    /// literal defaults choose (`String(Int("5"))`, `String(Int(String(n)))`, `String(Int(a[0]))`,
    /// `String(Code("x"))`), or an initialiser generic over its text (`String(Double(s))`,
    /// `String(Int(sub))`). A plain value taken by a concrete initialiser (`String(Int(s))`,
    /// `String(Double(sub))`, `String(o)`, `String(f())`) leaves none, and the tied solutions
    /// reach the diagnosis. (swiftc 6.3.1's solver trace, `-debug-constraints`: "Comparing N
    /// viable solutions" within the component.)
    func solutionsRanked(around argument: Expr) -> Bool {
        guard case .call(let call) = unparenthesized(argument).kind, let type = typeNamed(by: call.callee) else { return false }
        return call.arguments.contains { leavesOverloadOpen(unparenthesized($0.value)) } || takesTextGenerically(type, call.arguments)
    }

    /// A literal, a type's initialiser call, an operator or a subscript: an expression whose type
    /// swiftc's overloads or literal defaults still choose.
    private func leavesOverloadOpen(_ value: Expr) -> Bool {
        switch value.kind {
        case .integerLiteral, .floatLiteral, .stringLiteral, .booleanLiteral, .array, .dictionary, .binary, .subscript:
            return true
        case .call(let call):
            guard let type = typeNamed(by: call.callee) else { return false }
            return type != .substring || !takesStringConcretely(call.arguments)
        default:
            return false
        }
    }

    /// Whether `Substring(arguments)` takes a concrete initialiser swiftc favours, so that the
    /// call leaves no type open: `init()`, or `init(_ content: String)` of a String or a literal
    /// (`String(Double(Substring(text)))` is "no exact matches"); of a Substring or other
    /// characters it is the generic sequence one (`Substring(text[...])` leaves it open).
    private func takesStringConcretely(_ arguments: [Argument]) -> Bool {
        if arguments.isEmpty { return true }
        guard arguments.count == 1, arguments[0].label == nil else { return false }
        return contextFreeType(of: arguments[0].value) == .string
    }

    /// Whether the library's initialiser of `type` that takes `arguments` is generic over its
    /// text: the integers' `init?<S: StringProtocol>(_:radix:)` of a Substring or with a radix,
    /// the floating-point types' `init?<S: StringProtocol>(_:)` of a String. The integers'
    /// `init?(_ description: String)` and the floating-point types' `init?(_ text: Substring)`
    /// are concrete, as are Bool's.
    private func takesTextGenerically(_ type: SwiftType, _ arguments: [Argument]) -> Bool {
        guard let first = arguments.first, first.label == nil else { return false }
        if type.isInteger, arguments.count == 2, arguments[1].label?.name == "radix" { return true }
        guard arguments.count == 1 else { return false }
        let text = contextFreeType(of: first.value)
        if type.isInteger { return text == .substring }
        if type == .double || type == .float { return text == .string }
        return false
    }
}
