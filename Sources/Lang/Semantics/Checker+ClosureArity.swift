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
                    let arity = closure.parameters?.count ?? closure.anonymousParameterCount
                    if expected.parameters.count == arity { continue }
                    // A closure of several parameters takes one tuple apart (`{ a, b in }` for `((A, B)) -> C`).
                    if expected.parameters.count == 1, case .tuple(let elements) = expected.parameters[0].type,
                       elements.count == arity { continue }
                    return false
                }
            }
            return true
        }
        return fitting.isEmpty ? functions : fitting
    }
}
