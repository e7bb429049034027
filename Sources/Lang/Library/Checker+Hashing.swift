/// `hashValue`, as Swift gives it: from the type's own `hash(into:)` when it declares one (so
/// values its `==` calls equal hash alike), else from the value's parts, as the synthesised
/// `Hashable` hashes them.
extension Checker {
    /// `value.hashValue` of a `Hashable` value; nil for a type that is not `Hashable`.
    func hashValueRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, base.type != .error, isHashable(base.type) else { return nil }
        if let decl = base.type.nominalDecl, !decl.isBuiltin, declaresHashInto(decl) {
            return declaredHashValue(base, range: site.range)
        }
        return Typed(Unary(base.node, line: site.line) { value, _ in .int(value.unboxed.hashValue) }, .int)
    }

    /// Whether `type` is `Hashable`: declared so, or an enum without payloads (Swift makes one
    /// `Hashable` without being asked).
    private func isHashable(_ type: SwiftType) -> Bool {
        if conforms(type, toBuiltin: "Hashable") { return true }
        guard case .nominal(let decl, _) = type, decl.kind == .enum, !decl.isBuiltin else { return false }
        return decl.cases.allSatisfy { $0.associatedValues.isEmpty }
    }

    /// Whether the program gives `decl` (or a superclass) a `hash(into:)`.
    private func declaresHashInto(_ decl: NominalDecl) -> Bool {
        guard let (_, table) = lookupMembers("hash", in: decl) else { return false }
        return table.methods["hash"]?.contains { $0.labels == ["into"] } ?? false
    }

    /// `{ var hasher = Hasher(); value.hash(into: &hasher); return hasher.finalize() }` called
    /// on the value.
    private func declaredHashValue(_ base: Typed, range: SourceRange) -> Typed? {
        guard let code = declaredHashValueCode(of: base.type, range: range) else { return nil }
        return Typed(DirectCall(code: code, capturedHops: 0, receiver: base.node, arguments: [], line: range.line), .int)
    }

    /// The code of `hashValue` for a value of `type` (its `self`) through the type's own
    /// `hash(into:)`; nil when that does not check.
    private func declaredHashValueCode(of type: SwiftType, range: SourceRange) -> FunctionCode? {
        let line = range.line
        return inNewFunction { function -> FunctionCode? in
            let before = diagnostics.count
            let hasherType = expression(synthesizedName("Hasher", at: range), expected: nil)
            guard case .metatype(let hasher) = hasherType.type else {
                diagnostics.removeSubrange(before...)
                return nil
            }
            scope.names["$receiver"] = .variable(Variable(type: type, isLet: true, slot: function.allocate(), context: function))
            let slot = function.allocate()
            scope.names["$hasher"] = .variable(Variable(type: hasher, isLet: false, slot: slot, context: function))
            let freshCall = Expr(id: Self.synthesizedID, range: range,
                                 kind: .call(CallExpr(callee: synthesizedName("Hasher", at: range), arguments: [], trailingClosures: [])))
            let fresh = expression(freshCall, expected: hasher)
            let inOut = Expr(id: Self.synthesizedID, range: range, kind: .inOut(synthesizedName("$hasher", at: range)))
            let into = Argument(label: Identifier("into", range: range), value: inOut, range: range)
            let feed = expression(synthesizedCall(synthesizedName("$receiver", at: range), "hash", [into], at: range), expected: nil)
            let result = expression(synthesizedCall(synthesizedName("$hasher", at: range), "finalize", [], at: range), expected: .int)
            guard diagnostics.count == before, result.type == .int else {
                diagnostics.removeSubrange(before...)
                return nil
            }
            let body = Block([Initialize(.local(slot), fresh.node, line: line), ExpressionStatement(feed.node, line: line),
                              Jump(.returnValue(result.node), line: line)], line: line)
            return functionCode(name: "hashValue", parameterCount: 0, frameSize: function.frameSize, body: body, hasSelf: true)
        }
    }

    /// Gives a type that declares its own `==` and `hash(into:)` the code Set and Dictionary
    /// hash its values with (Runtime/ProgramEquality.swift), so equal values hash alike without
    /// all hashing alike.
    func prepareProgramHash(of decl: NominalDecl, at range: SourceRange) {
        guard decl.declaresEquality, decl.genericParameters.isEmpty, declaresHashInto(decl) else { return }
        decl.programHash = declaredHashValueCode(of: .nominal(decl, []), range: range)
    }

    /// `value.hash(into: &hasher)` of a value whose `Hashable` is the library's or synthesised:
    /// `hasher.combine(value.hashValue)` (a type declaring its own `hash(into:)` calls that
    /// instead); an enum without payloads is `Hashable` unasked, so the hash goes in as an Int.
    func hashIntoRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, base.type != .error, isHashable(base.type),
              site.arguments.count == 1, case .inOut(let target) = site.arguments[0].value.kind else { return nil }
        let range = site.range
        let variable = Variable(type: .int, isLet: true, slot: context.allocate(), context: context)
        let savedScope = scope
        scope = Scope(parent: savedScope, function: context)
        defer { scope = savedScope }
        scope.names["$hashed"] = .variable(variable)
        let hashed = Argument(label: nil, value: synthesizedName("$hashed", at: range), range: range)
        let fed = expression(synthesizedCall(target, "combine", [hashed], at: range), expected: nil)
        guard fed.type != .error else { return nil }
        let hash = Unary(base.node, line: site.line) { value, _ in .int(value.unboxed.hashValue) }
        return Typed(StatementsThen(Initialize(location(of: variable), hash, line: site.line), then: fed.node, line: site.line), .void)
    }
}
