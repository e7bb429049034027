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
                for argument in group {
                    guard case .closure(let closure) = argument.value.kind,
                          case .function(let expected) = parameter.type.unwrappingOptionals else { continue }
                    if !closureArity(closure.parameters?.count ?? closure.anonymousParameterCount, fits: expected, strictly: false) {
                        return false
                    }
                }
            }
            return true
        }
        return fitting.isEmpty ? functions : fitting
    }

    /// Whether a closure of `arity` parameters can be passed as a `function`: as many parameters,
    /// or several that take its one tuple parameter apart (`{ a, b in }` for `((A, B)) -> C`) or,
    /// unless `strictly`, its one generic parameter, which may be such a tuple (`{ index, name in }`
    /// for ForEach's `(Data.Element) -> Content` over an array of `enumerated()` pairs, as swiftc
    /// accepts).
    func closureArity(_ arity: Int, fits function: FunctionType, strictly: Bool) -> Bool {
        if function.parameters.count == arity { return true }
        guard function.parameters.count == 1, arity > 1 else { return false }
        switch function.parameters[0].type {
        case .tuple(let elements): return elements.count == arity
        case let single: return !strictly && containsGeneric(single)
        }
    }
}
