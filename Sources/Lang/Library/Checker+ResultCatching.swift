/// `Result<Success, Failure>(catching:)` with a concrete `Failure`: swiftc infers a closure that
/// throws as `throws(any Error)` (typed throws are not inferred for closures), which does not
/// convert to the `throws(Failure)` the initialiser takes.
extension Checker {
    /// Reports `Result<Int, MyErr> { try f() }`, a closure literal whose body throws (or that is
    /// written `throws` without a type) given to `init(catching:)` of a `Result` whose `Failure` is a concrete
    /// error type; whether it did.
    /// The context's `Result` counts as written (`let r: Result<Int, MyErr> = Result { … }`).
    func rejectUntypedCatching(_ decl: NominalDecl, typeArguments written: [SwiftType], expected: SwiftType?,
                               arguments: [Argument]) -> Bool {
        var typeArguments = written
        if typeArguments.isEmpty, case .nominal(let wanted, let contextual)? = expected, wanted == decl { typeArguments = contextual }
        guard decl.name == "Result", decl.module == "Swift", typeArguments.count == 2,
              case .nominal = typeArguments[1], arguments.count == 1,
              arguments[0].label == nil || arguments[0].label?.name == "catching",
              case .closure(let closure) = arguments[0].value.kind else { return false }
        switch closure.effects.throwing {
        case .throwing(nil):
            break  // `throws` written without a type is `throws(any Error)`.
        case .none:
            let body = SwiftType.function(FunctionType([], typeArguments[0], throws: true))
            guard closureThrows(arguments[0].value, as: body) else { return false }
        default:
            return false
        }
        error("invalid conversion of thrown error type 'any Error' to '\(typeArguments[1])'", arguments[0].value.range.startOnly)
        return true
    }
}
