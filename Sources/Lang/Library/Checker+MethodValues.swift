/// Methods of the standard library used as values, as swiftc takes them: `let has = xs.contains`,
/// `let find = xs.first(where:)`, `names.map(prefix.hasPrefix)`. The value is a function bound to
/// the receiver as it was when named (swiftc evaluates the base then), which calls the method
/// with its own arguments; a `rethrows` method's value `throws`, as in swiftc.
extension Checker {
    /// `base.name` (or `base.name(labels:)`) naming a builtin method: the bound function, typed
    /// from the expected function type or else from the method's declaration. Nil when the
    /// library has no such method, or its parameter types cannot be known here (a generic
    /// method named where no function type is expected).
    func builtinMethodValue(_ base: Typed, name: Identifier, expected: SwiftType?, range: SourceRange) -> Typed? {
        var candidates: [Builtin] = []
        for candidate in StandardLibrary.members(named: name.name, of: base.type, isStatic: false)
        where candidate.signature.kind == .method && (name.argumentLabels.map { $0 == candidate.signature.labels } ?? true)
            // One declaration the table lists twice (Array's `distance(from:to:)`) is one candidate.
            && !candidates.contains(where: { $0.owner == candidate.owner && $0.declaration == candidate.declaration }) {
            candidates.append(candidate)
        }
        // A value type's mutating method is no function value in Swift (`xs.sort`, its call forgotten).
        if !candidates.isEmpty, candidates.allSatisfy({ $0.declaration.hasPrefix("mutating ") }) {
            error("cannot reference 'mutating' method as function value", name.range)
            return Typed(base.node, .error)
        }
        var typed = candidates.compactMap { candidate -> (Builtin, FunctionType)? in
            guard let declared = methodValueType(candidate, receiver: base.type) else { return nil }
            if case .function(let wanted)? = expected, wanted.parameters.count != declared.parameters.count { return nil }
            return (candidate, declared)
        }
        // The expected function's parameters choose first, as in swiftc's solver; ranking then
        // orders those they leave.
        if case .function(let wanted)? = expected {
            let fitting = typed.filter { _, declared in
                zip(wanted.parameters, declared.parameters).allSatisfy { converts($0.type, to: $1.type) }
            }
            if !fitting.isEmpty { typed = fitting }
        }
        // swiftc keeps the declarations no other one is ranked above (BuiltinSpecialization):
        // `xs.contains` is `contains(_:)`, `xs.suffix` BidirectionalCollection's `suffix(_:)`;
        // when several stay (`xs.prefix`: Collection's `prefix(_:)`, `prefix(while:)`,
        // `prefix(upTo:)`…), it will not choose. A ranked-above declaration whose requirement
        // the element does not meet (`contains(_:)` of functions) fails below and the next is tried.
        let best = typed.filter { candidate in
            !typed.contains { $0.0.isMoreSpecialized(than: candidate.0, for: base.type) }
        }
        if best.count > 1 {
            error("ambiguous use of '\(name.name)'", name.range)
            return Typed(base.node, .error)
        }
        let ordered = best + typed.filter { candidate in !best.contains { $0.0.declaration == candidate.0.declaration } }
        for (candidate, declared) in ordered {
            let before = diagnostics.count
            if let value = boundMethod(base, candidate: candidate, type: declared, range: range), diagnostics.count == before {
                return value
            }
            diagnostics.removeSubrange(before...)
        }
        return nil
    }

    /// The function type of `candidate` named on a value of `receiver`: its parameters with
    /// `Element` (and `Self`) as the receiver's, its result left to the call's rule. Nil for a
    /// generic method, whose type only a call fixes.
    private func methodValueType(_ candidate: Builtin, receiver: SwiftType) -> FunctionType? {
        let parsed = Parser.parse("protocol __Declaration {\n" + candidate.declaration + "\n}")
        guard parsed.isValid, let statement = parsed.file.statements.first,
              case .declaration(let wrapper) = statement.kind, case .nominalType(let type) = wrapper.kind,
              let member = type.members.first, case .function(let function) = member.kind,
              function.genericParameters.isEmpty,
              // A `some P` parameter is a generic one too (`contains(_ other: some StringProtocol)`).
              !function.parameters.contains(where: { if case .opaque = $0.type.kind { true } else { false } })
        else { return nil }
        let savedScope = scope
        scope = Scope(parent: savedScope, function: context)
        defer { scope = savedScope }
        if let element = sequenceElement(receiver) ?? lazyClosureElement(receiver) { scope.names["Element"] = .type(element) }
        scope.names["Self"] = .type(receiver)
        if let stride = strideType(of: receiver) { scope.names["Stride"] = .type(stride) }
        switch receiver {
        case .array, .arraySlice: scope.names["Index"] = .type(.int)
        case .string, .substring: scope.names["Index"] = .type(.stringIndex)
        default:
            if case .dictionary(let key, let value) = receiver {
                scope.names["Key"] = .type(key)
                scope.names["Value"] = .type(value)
            }
            if let position = Self.positionType(of: receiver) { scope.names["Index"] = .type(position) }
        }
        let before = diagnostics.count
        let parameters = function.parameters.map { parameter in
            FunctionParameter(label: parameter.firstName.flatMap { $0.name == "_" ? nil : $0.name }, resolveType(parameter.type))
        }
        guard diagnostics.count == before else {
            diagnostics.removeSubrange(before...)
            return nil
        }
        let throwing: Bool
        switch function.effects.throwing {
        case .none: throwing = false
        case .throwing, .rethrowing: throwing = true
        }
        return FunctionType(parameters, .error, throws: throwing)
    }

    /// The closure `{ (p…) in receiver.name(label: p, …) }` with the receiver bound when the
    /// value is made, its result the call's type.
    private func boundMethod(_ base: Typed, candidate: Builtin, type: FunctionType, range: SourceRange) -> Typed? {
        let line = range.line
        return inNewFunction { function -> Typed? in
            scope.names["$receiver"] = .variable(Variable(type: base.type, isLet: true, slot: function.allocate(), context: function))
            var arguments: [Argument] = []
            for (index, parameter) in type.parameters.enumerated() {
                let parameterName = "$argument\(index)"
                // The rules take a function argument that does not throw; the value's type throws
                // (so a call needs `try`, as swiftc asks), and an error thrown passes through.
                var inner = parameter.type
                if case .function(var argument) = inner {
                    argument.isThrowing = false
                    inner = .function(argument)
                }
                scope.names[parameterName] = .variable(Variable(type: inner, isLet: true, slot: function.allocate(),
                                                                context: function))
                let label = candidate.signature.labels[index].map { Identifier($0, range: range) }
                arguments.append(Argument(label: label, value: synthesizedName(parameterName, at: range), range: range))
            }
            let call = synthesizedCall(synthesizedName("$receiver", at: range), candidate.name, arguments, at: range)
            let result = expression(call, expected: nil)
            guard result.type != .error else { return nil }
            let code = functionCode(name: candidate.name, parameterCount: type.parameters.count, frameSize: function.frameSize,
                                    body: Jump(.returnValue(result.node), line: line), hasSelf: true)
            let value = FunctionType(type.parameters.map { FunctionParameter($0.type) }, result.type, throws: type.isThrowing)
            return Typed(Unary(base.node, line: line) { receiver, _ in
                .function(Closure(code: code, captured: nil, boundSelf: receiver))
            }, .function(value))
        }
    }
}
