/// When an `any P` argument may bind a generic parameter `T: P`, as swiftc decides it
/// (SE-0352, SE-0375): the existential is opened (its dynamic type binds `T`) only if `T` is
/// the parameter's whole type (`T`, `T?`, `inout T`, `T.Type`), no other parameter takes a `T`
/// (a closure parameter's own parameters, `body: (T) -> Void`, are given one and may), and the
/// result names `T` only where the opened type can be erased again (`T`, `T?`, `[T]`, tuples, a
/// function's result): `func f<T: P>(_ x: T) -> Box<T>` cannot take an `any P`, as "type 'any
/// P' cannot conform to 'P'". The library's `any P` parameters stand for SwiftUI's generic ones;
/// one marked `@_genericInResult` in the prelude is one whose generic SwiftUI's declaration also
/// names in its result (`fill<S: ShapeStyle>(_:style:) -> _ShapeView<Self, S>`), so it follows
/// the same rule.
extension Checker {
    /// The prelude's attribute on an `any P` parameter whose generic SwiftUI also names in the
    /// result where it cannot be erased.
    static let genericInResultAttribute = "_genericInResult"

    /// The indices of the parameters of a library declaration marked `@_genericInResult`.
    func genericInResultParameters(_ parameters: [Parameter]) -> Set<Int> {
        guard declaresLibrary else { return [] }
        return Set(parameters.indices.filter { index in
            parameters[index].attributes.contains { $0.name.name == Self.genericInResultAttribute }
        })
    }

    /// Whether an existential argument may be opened to bind `generic` in a call of `function`
    /// (`specs` its parameters, variadic and inout ones as declared).
    func opensExistential(_ generic: TypeParameter, of function: FunctionType, _ specs: [ParameterSpec]) -> Bool {
        let direct = specs.indices.filter { index in
            !specs[index].isVariadic && Self.isWhole(generic, specs[index].type)
        }
        guard direct.count == 1, let binding = direct.first else { return false }
        for (index, spec) in specs.enumerated() where index != binding {
            if !Self.onlyGiven(generic, spec.type, toCaller: false) || spec.isVariadic && Self.mentions(generic, spec.type) { return false }
        }
        return Self.onlyGiven(generic, function.result, toCaller: true)
    }

    /// `T`, `T?` or `T.Type`: a type one value of an opened existential fills.
    private static func isWhole(_ generic: TypeParameter, _ type: SwiftType) -> Bool {
        switch type {
        case .generic(let parameter): return parameter == generic
        case .optional(let wrapped), .metatype(let wrapped): return isWhole(generic, wrapped)
        default: return false
        }
    }

    /// Whether `type` names `generic` only where a value of it passes to the caller (a result,
    /// or a closure argument's own parameter), through types that can be erased (optionals,
    /// arrays, dictionaries' values, tuples, functions); `toCaller` says which way `type` itself goes.
    private static func onlyGiven(_ generic: TypeParameter, _ type: SwiftType, toCaller: Bool) -> Bool {
        switch type {
        case .generic(let parameter):
            return parameter != generic || toCaller
        case .optional(let wrapped), .array(let wrapped), .metatype(let wrapped):
            return onlyGiven(generic, wrapped, toCaller: toCaller)
        case .dictionary(let key, let value):
            return !mentions(generic, key) && onlyGiven(generic, value, toCaller: toCaller)
        case .tuple(let elements):
            return elements.allSatisfy { onlyGiven(generic, $0.type, toCaller: toCaller) }
        case .function(let function):
            return function.parameters.allSatisfy { onlyGiven(generic, $0.type, toCaller: !toCaller) }
                && onlyGiven(generic, function.result, toCaller: toCaller)
        default:
            return !mentions(generic, type)
        }
    }

    /// Whether `type` names `generic` anywhere.
    private static func mentions(_ generic: TypeParameter, _ type: SwiftType) -> Bool {
        type.substituting([generic: .error]) != type
    }

    /// Reports each parameter of generic type `decl` an initialiser's arguments bind to an
    /// existential: the value made names it (`Box(v: p)` is a `Box<T>`), so it is never opened.
    func rejectUnopenedTypeArguments(_ decl: NominalDecl, _ specs: [ParameterSpec], result: SwiftType,
                                     _ substitution: [TypeParameter: SwiftType], at range: SourceRange) {
        let signature = FunctionType(specs.map { FunctionParameter(label: $0.label, $0.type) }, result)
        for parameter in decl.genericParameters {
            guard let bound = substitution[parameter] else { continue }
            if rejectsUnopenedExistential(parameter, bound: bound, of: signature, specs, at: range) { return }
        }
    }

    /// Reports a call whose argument of `bound`, an existential, binds `generic` where it cannot
    /// be opened: "type 'any P' cannot conform to 'P'", at the callee; returns whether it did.
    func rejectsUnopenedExistential(_ generic: TypeParameter, bound: SwiftType, of function: FunctionType,
                                    _ specs: [ParameterSpec], at anchor: SourceRange) -> Bool {
        // `any Error` conforms to `Error` itself: it binds the parameter unopened.
        guard case .existential(let protocols) = bound, !protocols.isEmpty,
              let constraint = generic.constraints.first(where: { constraint in
                  constraint.name != "Error" && protocols.contains { $0 === constraint || environment.conformances.conforms(bound, to: constraint) }
              }),
              !opensExistential(generic, of: function, specs) else { return false }
        error("type '\(bound)' cannot conform to '\(constraint.name)'", anchor)
        return true
    }
}
