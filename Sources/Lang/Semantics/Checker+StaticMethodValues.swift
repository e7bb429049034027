/// Static and class methods named as values, as swiftc takes them: `let g = S.double` is a
/// function `(Int) -> Int`, `[1, 2].map(S.double)` applies it to each element, and `Sub.make`
/// of a `class func` calls the method as `Sub.make(…)` would (the override `Sub` has).
extension Checker {
    /// `Type.name` where `name` is a static method of the program's type that `base` names: the
    /// closure `{ Type.name(label: $0, …) }` of the method's type, labels dropped as a function
    /// value's are; `try` before a throwing method's call and `&` before an `inout` argument, as
    /// the closure swiftc makes passes them. The type's arguments stand for its parameters
    /// (`Box<Int>.make`); a generic type named bare or a generic method takes its type from the
    /// context (`let g: (String) -> Box<String> = Box.make`). Nil when the type has no such
    /// method (or a static property of the name), or no one overload fits the context, or it has
    /// a variadic parameter, or its types are not known.
    func staticMethodValue(base: Expr, type: SwiftType, name: Identifier, expected: SwiftType?, range: SourceRange) -> Typed? {
        guard let decl = type.nominalDecl, !decl.isBuiltin, decl.kind != .protocol else { return nil }
        let owner = inheritedStaticOwner(name.name, of: decl) ?? decl
        let table = environment.members(of: owner)
        // A static property of the name is what a bare `Type.name` reads (`Animation.linear`
        // beside `linear(duration:)`).
        guard let methods = table.staticMethods[name.name], table.staticVariables[name.name] == nil,
              table.staticComputed[name.name] == nil else { return nil }
        var candidates = methods.filter { method in name.argumentLabels.map { $0 == method.labels } ?? true }
        if candidates.count > 1, case .function(let wanted)? = expected {
            candidates = candidates.filter { converts(.function(Self.unlabelled($0.type)), to: .function(wanted)) }
        }
        guard candidates.count == 1, let method = candidates.first,
              !method.type.parameters.contains(where: { $0.isVariadic }),
              let functionType = staticMethodValueType(method, of: type, declaredBy: owner, expected: expected) else { return nil }
        let memberName = Identifier(name.name, range: name.range)
        let callee = Expr(id: Self.synthesizedID, range: range, kind: .member(base: base, name: memberName, genericArguments: []))
        let arguments = zip(method.labels, method.type.parameters.indices).map { label, index in
            var value = Expr(id: Self.synthesizedID, range: range,
                             kind: .identifier(Identifier("$\(index)", range: range), genericArguments: []))
            if method.type.parameters[index].isInout { value = Expr(id: Self.synthesizedID, range: range, kind: .inOut(value)) }
            return Argument(label: label.map { Identifier($0, range: range) }, value: value, range: range)
        }
        var body = Expr(id: Self.synthesizedID, range: range, kind: .call(CallExpr(callee: callee, arguments: arguments, trailingClosures: [])))
        if method.type.isThrowing { body = Expr(id: Self.synthesizedID, range: range, kind: .try(.plain, body)) }
        return forwardingClosure(body, expected: functionType, range: range)
    }

    /// The function type of `method` named as a value on `type`: with `type`'s arguments for
    /// its owner's parameters, or the context's function type when generic parameters are left
    /// (the type named without arguments, or the method's own); nil when there is none.
    private func staticMethodValueType(_ method: FunctionSymbol, of type: SwiftType, declaredBy owner: NominalDecl,
                                       expected: SwiftType?) -> SwiftType? {
        // The type's own arguments, and those its superclasses are given (`class Sub: Base<Int>`).
        var substitution: [TypeParameter: SwiftType] = [:]
        if case .nominal(let decl, let arguments) = type, arguments.count == decl.genericParameters.count {
            substitution = typeArgumentSubstitution(decl, arguments)
        }
        let functionType = SwiftType.function(Self.unlabelled(method.type)).substituting(substitution)
        let leftOpen = !method.genericParameters.isEmpty || owner.genericParameters.contains { substitution[$0] == nil }
        guard leftOpen else { return functionType }
        if case .function? = expected { return expected }
        return nil
    }

    /// `type` as the type of a function value: its parameters without labels or defaults (an
    /// `inout` one stays `inout`).
    private static func unlabelled(_ type: FunctionType) -> FunctionType {
        var plain = type
        plain.parameters = type.parameters.map { FunctionParameter($0.type, isInout: $0.isInout) }
        return plain
    }
}
