/// Choosing among overloads by how many parameters a closure argument takes, as Swift does:
/// `.onTapGesture { location in … }` is SwiftUI's `(CGPoint) -> Void` overload and
/// `.onTapGesture { … }` its `() -> Void` one.
extension Checker {
    /// The overloads whose function parameters take as many arguments as each closure argument
    /// matched to them has parameters (written, or `$n` used); all of them when none or all do.
    func narrowingByClosureArity(_ functions: [FunctionSymbol], arguments: [Argument], range: SourceRange) -> [FunctionSymbol] {
        guard functions.count > 1, arguments.contains(where: { if case .closure = $0.value.kind { return true } else { return false } }) else {
            return functions
        }
        let fitting = functions.filter { function in
            guard let matched = matchArguments(arguments, to: parameterSpecs(function), range: range, report: false) else { return false }
            for (parameter, group) in zip(function.type.parameters, matched) {
                for argument in group where !closureArityFits(argument.value, parameter.type, countingAnonymous: true, strictly: true) {
                    return false
                }
            }
            return true
        }
        return fitting.isEmpty ? functions : fitting
    }

    /// Whether a closure argument takes as many parameters as the function type `type` passes:
    /// those it names, or with `countingAnonymous` the `$n` it uses (a closure that names none
    /// fits any otherwise: its `$0`, `$1` are counted once its type is known). A closure of
    /// several parameters takes one tuple apart (`{ a, b in }` for `((A, B)) -> C`) and, unless
    /// `strictly`, one generic parameter that may be a tuple. Anything but a closure fits.
    func closureArityFits(_ value: Expr, _ type: SwiftType, countingAnonymous: Bool = false, strictly: Bool) -> Bool {
        guard case .closure(let closure) = value.kind, case .function(let function) = type.unwrappingOptionals else { return true }
        let arity: Int
        if let parameters = closure.parameters {
            arity = parameters.count
        } else if countingAnonymous {
            arity = closure.anonymousParameterCount
        } else {
            return true
        }
        if function.parameters.count == arity { return true }
        guard function.parameters.count == 1 else { return false }
        switch function.parameters[0].type {
        case .tuple(let elements): return elements.count == arity
        case let single: return !strictly && containsGeneric(single)
        }
    }
}
