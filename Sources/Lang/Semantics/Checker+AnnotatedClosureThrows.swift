/// A closure literal that is an annotated constant's initialiser, of a type that throws a concrete
/// error (`let run: () throws(E) -> Void = { … }`): swiftc checks its body against `E` (a `try`
/// of a call that throws another error is blamed at the call), but a `throw` statement of a
/// closure that does not say `throws(E)` itself throws `any Error`, which is blamed at the
/// `throw` ("thrown expression type 'any Error' cannot be converted to error type 'E'"). Under an
/// optional annotation swiftc converts the whole closure instead, and names its type.
extension Checker {
    /// The `E` that `annotated`, a constant's written type, gives the closure literal
    /// `initializer` for its body; nil when it gives none.
    func annotatedClosureError(_ initializer: Expr, annotated: SwiftType) -> SwiftType? {
        guard case .closure(let closure) = initializer.kind, !closure.effects.throwsErrors,
              case .function(let function) = annotated, let error = function.thrownError,
              !containsGeneric(error), !hasError(error), !isAnyError(error) else { return nil }
        return error
    }

    /// Reports a `throw` statement at `range` when it stands in the body of a closure whose
    /// `throws(E)` came from its annotation, outside any `catch`; returns whether it did, for the
    /// thrown value to be checked as an untyped closure's.
    func untypedThrowInAnnotatedClosure(at range: SourceRange) -> Bool {
        guard catchDepth == 0, context.owner.throwStatementsAreUntyped, let wanted = context.owner.thrownError else {
            return false
        }
        error("thrown expression type 'any Error' cannot be converted to error type '\(wanted)'", range.startOnly)
        return true
    }

    /// Reports the closure literal `initializer`, whose body throws without a `throws(E)` of its
    /// own, given for an optional of a function type that throws a concrete error; returns
    /// whether it did (the conversion is then not checked again).
    func rejectOptionalTypedThrowsClosure(_ initializer: Expr, typed: SwiftType, annotated: SwiftType) -> Bool {
        guard case .optional(let wrapped) = annotated, annotatedClosureError(initializer, annotated: wrapped) != nil,
              case .function(let wanted) = wrapped, closureLiteralThrows(initializer), case .function(var found) = typed
        else { return false }
        found.isThrowing = true
        found.thrownError = nil
        // swiftc names the closure's type as it infers it, the annotation's as it is written (`-> Void`).
        error("cannot convert value of type '\(SwiftType.function(found))' to specified type '(\(spelled(wanted)))?'",
              initializer.range.startOnly)
        return true
    }

    /// Whether `type` is `any Error`, which every error converts to.
    private func isAnyError(_ type: SwiftType) -> Bool {
        guard let error = builtinProtocol("Error") else { return false }
        return type == .existential([error])
    }
}
