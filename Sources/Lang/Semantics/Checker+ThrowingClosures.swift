/// swiftc's rule for a closure whose body throws: a `throw` or a plain `try` outside a `do` with
/// `catch` makes the closure a throwing function even without `throws` written (the inference is
/// syntactic: `try` of a call that cannot throw counts too), and a throwing function does not
/// convert to a non-throwing function type ("invalid conversion from throwing function of type
/// '(Int) throws -> Int' to non-throwing function type '(Int) -> Int'").
extension Checker {
    /// Notes a `throw` or a plain `try` here: in a closure's own body, outside any `catch`, it
    /// makes that closure throw.
    func noteThrowingSite() {
        guard isInClosure, catchDepth == 0, !context.isNonThrowingAutoclosure else { return }
        context.owner.throwsInBody = true
    }

    /// After a closure's body is lowered: remembers the closure when its body throws and it does
    /// not say `throws` (an error where a non-throwing function type is wanted).
    func noteClosureEffects(_ closure: ClosureExpr, range: SourceRange, function: FunctionContext) {
        if function.throwsInBody, !closure.effects.throwsErrors { closuresThrowingUnwritten.insert(range) }
    }

    /// Reports `value` when it is a closure literal whose body throws, converted to the
    /// non-throwing function type `target` (an argument or an annotated constant); `typed` is its
    /// lowered type, printed with `throws` as swiftc prints it.
    func rejectThrowingClosure(_ value: Expr, typed: SwiftType, to target: SwiftType) {
        guard closuresThrowingUnwritten.contains(value.range), case .function(let wanted) = target.unwrappingOptionals,
              !wanted.isThrowing, case .function(var found) = typed else { return }
        found.isThrowing = true
        error("invalid conversion from throwing function of type '\(spelled(found))' to non-throwing function type '\(spelled(wanted))'",
              value.range.startOnly)
    }

    /// Reports a throwing function value converted to a function type that throws a concrete
    /// error type (`() throws(E) -> Void`) when it throws another: a closure literal throws
    /// `any Error` unless it says `throws(E)` itself (swiftc infers no typed throws for a
    /// closure), a function value what its type says ("invalid conversion of thrown error type
    /// 'any Error' to 'E'", at the value, or at `site`: an assignment's `=`).
    func rejectThrownErrorConversion(_ value: Expr, typed: SwiftType, to target: SwiftType, at site: SourceRange? = nil) {
        guard case .function(let wanted) = target.unwrappingOptionals, wanted.isThrowing, let expected = wanted.thrownError,
              !containsGeneric(expected), !hasError(expected), let anyError = builtinProtocol("Error"),
              case .function(let found) = typed.unwrappingOptionals else { return }
        let thrown: SwiftType
        if case .closure(let closure) = value.kind {
            if let own = thrownErrorType(closure.effects) {
                thrown = own
            } else if closureLiteralThrows(value) {
                thrown = .existential([anyError])
            } else {
                return
            }
        } else {
            guard found.isThrowing else { return }
            thrown = found.thrownError ?? .existential([anyError])
        }
        guard thrown != expected, !hasError(thrown), !converts(thrown, to: expected) else { return }
        error("invalid conversion of thrown error type '\(thrown)' to '\(expected)'", (site ?? value.range).startOnly)
    }

    /// Whether `value` is a closure literal, already lowered, that says `throws` or whose body
    /// throws: what a `rethrows` function called with it throws.
    func closureLiteralThrows(_ value: Expr) -> Bool {
        guard case .closure(let closure) = value.kind else { return false }
        return closure.effects.throwsErrors || closuresThrowingUnwritten.contains(value.range)
    }

    /// Whether a closure argument throws as the checker types it against `parameter`: `throws`
    /// written, or a `throw` or plain `try` its body does not catch (one in a nested closure or
    /// function, in a `do` with `catch`, or `try?`/`try!` does not count). Overloads use it as
    /// swiftc does: a throwing closure does not fit a non-throwing function parameter
    /// (`Result { try f() }` is `Result<_, any Error>`).
    func closureThrows(_ value: Expr, as parameter: SwiftType) -> Bool {
        guard case .closure(let closure) = value.kind else { return false }
        if closure.effects.throwsErrors { return true }
        let probe = Checker(probing: self)
        _ = probe.expression(value, expected: parameter)
        return probe.closuresThrowingUnwritten.contains(value.range)
    }

    /// A function type as swiftc spells a closure's type here: an empty result is `Void`, as
    /// `() -> Void` is written.
    func spelled(_ function: FunctionType) -> String {
        let text = SwiftType.function(function).description
        guard function.result == .void, text.hasSuffix("-> ()") else { return text }
        return text.dropLast(2) + "Void"
    }
}
