/// Writable key paths: a key path literal whose components are settable properties is a
/// `WritableKeyPath<Root, Value>` (all of value types: the root is written back) or a
/// `ReferenceWritableKeyPath<Root, Value>` (its last unsettable step, or its root, is a class
/// instance whose settable property it goes through: written through the reference, so the
/// root may be a `let`), as swiftc types them (and `type(of:)` prints them);
/// `value[keyPath: path] = newValue` writes through either (Runtime/KeyPathPlace.swift).
extension Checker {
    /// How a key path literal's components can be written, and the function `(Root, Value) ->
    /// Root` that writes through them (nil for a read-only path).
    func keyPathSetter(_ keyPath: KeyPathExpr, root: SwiftType, line: Int) -> (kind: KeyPathKind, setter: Expression?) {
        guard let steps = settableSteps(keyPath, root: root) else { return (.readOnly, nil) }
        // A reference path writes from the last class instance it goes through a settable
        // property of; the steps before it only read (they may be `let`s holding the instance).
        let firstWritten = steps.lastIndex(where: { $0.isClassProperty && $0.isSettable }) ?? 0
        let isReference = steps[firstWritten].isClassProperty
        guard !steps[firstWritten...].contains(where: { !$0.isSettable }) else { return (.readOnly, nil) }
        let function = FunctionContext(parent: context)
        let savedContext = context
        let savedScope = scope
        context = function
        scope = Scope(parent: savedScope, function: function)
        defer {
            context = savedContext
            scope = savedScope
        }
        let rootSlot = function.allocate()
        let valueSlot = function.allocate()
        var statements: [Statement] = []
        var place: Place = VariablePlace(.local(rootSlot), line: line)
        var placeType = root
        if firstWritten > 0 {
            var current = Typed(LocalGet(slot: rootSlot, line: line), root)
            for step in steps[..<firstWritten] {
                current = valueMember(current, name: step.name, expected: nil, range: step.name.range, basePlace: nil)
            }
            let objectSlot = function.allocate()
            statements.append(Assignment(VariablePlace(.local(objectSlot), line: line), current.node, line: line))
            place = VariablePlace(.local(objectSlot), line: line)
            placeType = current.type
        }
        for step in steps[firstWritten...] {
            guard let (next, nextType) = memberPlace(baseExpression: nil, basePlace: place, baseType: placeType, name: step.name,
                                                     range: step.name.range, baseIsMutable: true) else { return (.readOnly, nil) }
            (place, placeType) = (next, nextType)
        }
        statements.append(Assignment(place, LocalGet(slot: valueSlot, line: line), line: line))
        statements.append(Jump(.returnValue(LocalGet(slot: rootSlot, line: line)), line: line))
        let code = functionCode(name: "keyPathSetter", parameterCount: 2, frameSize: function.frameSize,
                                body: Block(statements, line: line), hasSelf: false)
        return (isReference ? .referenceWritable : .writable, MakeClosure(code: code, capturesFrame: true, line: line))
    }

    /// One property step of a key path literal: its name, whether its owner is a class, and
    /// whether it can be set (a `var` stored property, or a computed one with a setter).
    private struct KeyPathStep {
        let name: Identifier
        let isClassProperty: Bool
        let isSettable: Bool
    }

    /// The property steps of a key path literal, or nil when some component is not a property
    /// of a struct, enum or class (an optional chain, a subscript, a protocol's member).
    private func settableSteps(_ keyPath: KeyPathExpr, root: SwiftType) -> [KeyPathStep]? {
        var steps: [KeyPathStep] = []
        var type = root
        for component in keyPath.components {
            guard case .property(let name) = component, case .nominal(let decl, let arguments) = type,
                  decl.kind != .protocol, let (owner, table) = lookupMembers(name.name, in: decl) else { return nil }
            let substitution = Dictionary(zip(decl.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
            let isSettable: Bool
            if let index = table.fields[name.name] {
                guard let property = storedProperty(of: owner, fieldIndex: index) else { return nil }
                isSettable = !property.isLet
                type = property.type.substituting(substitution)
            } else if let computed = table.computed[name.name] {
                isSettable = computed.setter != nil
                type = computed.type.substituting(substitution)
            } else {
                return nil
            }
            steps.append(KeyPathStep(name: name, isClassProperty: decl.kind == .class, isSettable: isSettable))
        }
        return steps.isEmpty ? nil : steps
    }

    /// A place for `base[keyPath: path] = …`, or nil (reported at `bracket`, as swiftc does)
    /// when `path` is not writable.
    func keyPathPlace(_ basePlace: Place, _ baseType: SwiftType, _ argument: Expr, range: SourceRange,
                      bracket: SourceRange) -> (Place, SwiftType)? {
        let expected = keyPathDecl(.writable).map { SwiftType.nominal($0, [baseType, .error]) }
        let path = expression(argument, expected: expected)
        if case .error = path.type { return nil }
        guard let (kind, types) = Checker.keyPathKind(of: path.type), kind >= .writable else {
            if Checker.keyPathKind(of: path.type) != nil {
                if case .identifier(let identifier, _) = argument.kind {
                    error("cannot assign through subscript: '\(identifier.name)' is a read-only key path", bracket)
                } else {
                    error("cannot assign through subscript: key path is read-only", bracket)
                }
            } else {
                error("cannot convert value of type '\(path.type)' to expected argument type 'WritableKeyPath<\(baseType), _>'",
                      argument.range)
            }
            return nil
        }
        guard types[0] == baseType || baseType == .error else {
            error("key path of type '\(path.type)' cannot be applied to a base of type '\(baseType)'", range)
            return nil
        }
        return (KeyPathPlace(base: basePlace, path: path.node, line: range.line), types[1])
    }

    /// Whether `subscriptExpression` is `base[keyPath: path]` that needs no mutable base: with a
    /// `ReferenceWritableKeyPath` (it writes through the instance), or with a read-only kind
    /// (which swiftc reports alone, before any `let` base).
    func keyPathNeedsNoMutableBase(_ subscriptExpression: SubscriptExpr, baseType: SwiftType) -> Bool {
        let arguments = subscriptExpression.arguments
        guard arguments.count == 1, arguments[0].label?.name == "keyPath" else { return false }
        let expected = keyPathDecl(.writable).map { SwiftType.nominal($0, [baseType, .error]) }
        let path = Checker(probing: self).expression(arguments[0].value, expected: expected)
        guard let kind = Checker.keyPathKind(of: path.type)?.kind else { return false }
        return kind != .writable
    }
}
