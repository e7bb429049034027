/// swiftc's rule for a closure whose body throws: a `throw` or a plain `try` outside a `do` with
/// `catch` makes the closure a throwing function even without `throws` written (the inference is
/// syntactic: `try` of a call that cannot throw counts too), and a throwing function does not
/// convert to a non-throwing function type ("invalid conversion from throwing function of type
/// '(Int) throws -> Int' to non-throwing function type '(Int) -> Int'").
extension Checker {
    /// Notes a `throw` or a plain `try` here: in a closure's own body, outside any `catch`, it
    /// makes that closure throw.
    func noteThrowingSite() {
        guard isInClosure, catchDepth == 0 else { return }
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

    /// A function type as swiftc spells a closure's type here: an empty result is `Void`, as
    /// `() -> Void` is written.
    private func spelled(_ function: FunctionType) -> String {
        let text = SwiftType.function(function).description
        guard function.result == .void, text.hasSuffix("-> ()") else { return text }
        return text.dropLast(2) + "Void"
    }
}
