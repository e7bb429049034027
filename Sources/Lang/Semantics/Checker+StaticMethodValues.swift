/// Static and class methods named as values, as swiftc takes them: `let g = S.double` is a
/// function `(Int) -> Int`, `[1, 2].map(S.double)` applies it to each element, and `Sub.make`
/// of a `class func` calls the method as `Sub.make(…)` would (the override `Sub` has).
extension Checker {
    /// `Type.name` where `name` is a static method of the program's type that `base` names: the
    /// closure `{ Type.name(label: $0, …) }` of the method's type, labels dropped as a function
    /// value's are. Nil when the type has no such method (or a static property of the name), or no
    /// one overload fits the context, or it is one this checker cannot forward (generic,
    /// throwing, `inout` or variadic parameters).
    func staticMethodValue(base: Expr, type: SwiftType, name: Identifier, expected: SwiftType?, range: SourceRange) -> Typed? {
        guard let decl = type.nominalDecl, !decl.isBuiltin, decl.kind != .protocol, decl.genericParameters.isEmpty else { return nil }
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
        guard candidates.count == 1, let method = candidates.first, method.genericParameters.isEmpty, !method.type.isThrowing,
              !method.type.parameters.contains(where: { $0.isInout || $0.isVariadic }) else { return nil }
        let memberName = Identifier(name.name, range: name.range)
        let callee = Expr(id: Self.synthesizedID, range: range, kind: .member(base: base, name: memberName, genericArguments: []))
        let arguments = zip(method.labels, method.type.parameters.indices).map { label, index in
            let value = Expr(id: Self.synthesizedID, range: range,
                             kind: .identifier(Identifier("$\(index)", range: range), genericArguments: []))
            return Argument(label: label.map { Identifier($0, range: range) }, value: value, range: range)
        }
        let call = CallExpr(callee: callee, arguments: arguments, trailingClosures: [])
        return forwardingClosure(Expr(id: Self.synthesizedID, range: range, kind: .call(call)),
                                 expected: .function(Self.unlabelled(method.type)), range: range)
    }

    /// `type` as the type of a function value: its parameters without labels or defaults.
    private static func unlabelled(_ type: FunctionType) -> FunctionType {
        var plain = type
        plain.parameters = type.parameters.map { FunctionParameter($0.type) }
        return plain
    }
}
