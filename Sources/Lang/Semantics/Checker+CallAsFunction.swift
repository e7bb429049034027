/// `callAsFunction` (SE-0253): a value of a type that declares it is called like a function, and
/// `Type { … }` with only closures that no initialiser takes is `Type()` called so (as swiftc does
/// for SwiftUI's layouts: `RadialLayout { … }`).
extension Checker {
    /// Whether values of `type` have a `callAsFunction` method (their own, an extension's or a
    /// protocol extension's).
    func hasCallAsFunction(_ type: SwiftType) -> Bool {
        switch type {
        case .nominal, .generic, .existential: return methodsNamed("callAsFunction", in: type)?.isEmpty == false
        default: return false
        }
    }

    /// `value(arguments)` where `value`'s type declares `callAsFunction`: that method called.
    /// A `mutating` one needs the value's place (`basePlace`: a variable's).
    func callAsFunction(_ callee: Typed, basePlace: Place? = nil, arguments: [Argument], expected: SwiftType?,
                        range: SourceRange) -> Typed? {
        guard hasCallAsFunction(callee.type) else { return nil }
        return callMethod(callee, basePlace: basePlace, name: Identifier("callAsFunction", range: range), arguments: arguments,
                          expected: expected, range: range)
    }

    /// `Type { … }`: when every argument is a trailing closure, the type declares
    /// `callAsFunction` and none of its initialisers takes a function, the value `Type()` called.
    func constructThenCall(_ type: SwiftType, call: CallExpr, expected: SwiftType?, range: SourceRange) -> Typed? {
        guard call.arguments.isEmpty, !call.trailingClosures.isEmpty, case .nominal(let decl, _) = type, !decl.isBuiltin,
              decl.kind != .protocol, hasCallAsFunction(type) else { return nil }
        let takesFunction = environment.members(of: decl).initializers.contains { initializer in
            initializer.type.parameters.contains { if case .function = $0.type { return true } else { return false } }
        }
        guard !takesFunction else { return nil }
        let made = construct(type, arguments: [], expected: nil, range: range)
        return callAsFunction(made, arguments: call.trailingClosures, expected: expected, range: range)
    }
}
