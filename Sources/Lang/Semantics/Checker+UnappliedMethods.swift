/// Instance methods named on their type, as swiftc takes them: `String.uppercased` is a function
/// `(String) -> () -> String`, `Circle.area(c)` is `c.area`, and `words.map(String.lowercased)`
/// gives one function per word.
extension Checker {
    /// `Type.name` where `name` is a non-mutating instance method of `type` (the program's or the
    /// standard library's): the curried function `{ receiver in receiver.name }`. Nil when `type`
    /// has no such method, or the method cannot be named as a value on a receiver.
    func unappliedMethod(_ type: SwiftType, name: Identifier, expected: SwiftType?, range: SourceRange) -> Typed? {
        guard namesInstanceMethod(type, name) else { return nil }
        var wantedMethod: SwiftType?
        if case .function(let wanted)? = expected, wanted.parameters.count == 1 { wantedMethod = wanted.result }
        let before = diagnostics.count
        let made = inNewFunction { function -> Typed? in
            let line = range.line
            let receiver = Typed(LocalGet(slot: function.allocate(), line: line), type)
            let method = valueMember(receiver, name: name, expected: wantedMethod, range: range, basePlace: nil)
            guard case .function = method.type else { return nil }
            let code = functionCode(name: name.name, parameterCount: 1, frameSize: function.frameSize,
                                    body: Jump(.returnValue(method.node), line: line), hasSelf: false)
            return Typed(MakeClosure(code: code, capturesFrame: true, line: line),
                         .function(FunctionType([FunctionParameter(type)], method.type)))
        }
        guard let made, diagnostics.count == before else {
            diagnostics.removeSubrange(before...)
            return nil
        }
        return made
    }

    /// Whether `type` has a non-mutating instance method `name` (with `name`'s labels, when it
    /// has them).
    private func namesInstanceMethod(_ type: SwiftType, _ name: Identifier) -> Bool {
        if let decl = type.nominalDecl, !decl.isBuiltin {
            guard let (_, table) = lookupMembers(name.name, in: decl), table.fields[name.name] == nil,
                  table.computed[name.name] == nil, let methods = table.methods[name.name] else { return false }
            return methods.contains { method in
                !method.isMutating && (name.argumentLabels.map { $0 == method.labels } ?? true)
            }
        }
        return StandardLibrary.members(named: name.name, of: type, isStatic: false).contains { candidate in
            candidate.signature.kind == .method && !candidate.declaration.hasPrefix("mutating ")
                && (name.argumentLabels.map { $0 == candidate.signature.labels } ?? true)
        }
    }
}
