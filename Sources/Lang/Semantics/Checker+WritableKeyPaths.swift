/// `WritableKeyPath`: a key path literal whose every component is a settable property of a
/// value type (`\Point.x` with `var x`) is a `WritableKeyPath<Root, Value>`, as swiftc types it
/// (and `type(of:)` prints it); it converts to `KeyPath<Root, Value>` as Swift's subclass does,
/// and `value[keyPath: path] = newValue` writes through it (Runtime/KeyPathPlace.swift).
extension Checker {
    /// Whether `decl` is the prelude's `WritableKeyPath`.
    static func isWritableKeyPath(_ decl: NominalDecl) -> Bool {
        decl.name == "WritableKeyPath" && decl.module == "Swift" && decl.parent == nil
    }

    /// The function `(Root, Value) -> Root` that writes a value through `keyPath`, or nil when
    /// some component is not a settable property of a value type (a `let`, a get-only property,
    /// a class's property: swiftc's `ReferenceWritableKeyPath`, not made here).
    func keyPathSetter(_ keyPath: KeyPathExpr, root: SwiftType, line: Int) -> Expression? {
        var names: [Identifier] = []
        var type = root
        for component in keyPath.components {
            guard case .property(let name) = component, case .nominal(let decl, let arguments) = type, decl.kind != .class,
                  decl.kind != .protocol, let (owner, table) = lookupMembers(name.name, in: decl) else { return nil }
            let substitution = Dictionary(zip(decl.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
            if let index = table.fields[name.name] {
                guard let property = storedProperty(of: owner, fieldIndex: index), !property.isLet else { return nil }
                type = property.type.substituting(substitution)
            } else if let computed = table.computed[name.name], computed.setter != nil {
                type = computed.type.substituting(substitution)
            } else {
                return nil
            }
            names.append(name)
        }
        guard !names.isEmpty else { return nil }
        let function = FunctionContext(parent: context)
        let savedContext = context
        context = function
        defer { context = savedContext }
        let rootSlot = function.allocate()
        let valueSlot = function.allocate()
        var place: Place = VariablePlace(.local(rootSlot), line: line)
        var placeType = root
        for name in names {
            guard let (next, nextType) = memberPlace(baseExpression: nil, basePlace: place, baseType: placeType, name: name,
                                                     range: name.range, baseIsMutable: true) else { return nil }
            (place, placeType) = (next, nextType)
        }
        let body = Block([Assignment(place, LocalGet(slot: valueSlot, line: line), line: line),
                          Jump(.returnValue(LocalGet(slot: rootSlot, line: line)), line: line)], line: line)
        let code = functionCode(name: "keyPathSetter", parameterCount: 2, frameSize: function.frameSize, body: body, hasSelf: false)
        return MakeClosure(code: code, capturesFrame: true, line: line)
    }

    /// A place for `base[keyPath: path] = …`, or nil (reported at `bracket`, as swiftc does)
    /// when `path` is not writable.
    func keyPathPlace(_ basePlace: Place, _ baseType: SwiftType, _ argument: Expr, range: SourceRange,
                      bracket: SourceRange) -> (Place, SwiftType)? {
        var expected: SwiftType?
        if case .type(.nominal(let writable, _))? = lookup("WritableKeyPath"), Checker.isWritableKeyPath(writable) {
            expected = .nominal(writable, [baseType, .error])
        }
        let path = expression(argument, expected: expected)
        if case .error = path.type { return nil }
        guard case .nominal(let decl, let types) = path.type, Checker.isWritableKeyPath(decl), types.count == 2 else {
            if keyPathTypes(of: path.type) != nil {
                var name = "key path"
                if case .identifier(let identifier, _) = argument.kind { name = "'\(identifier.name)'" }
                error("cannot assign through subscript: \(name) is a read-only key path", bracket)
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

    /// Whether `source` converts to `target` as Swift's `WritableKeyPath<R, V>` to its superclass
    /// `KeyPath<R, V>` (the value stays what it is: its getter and text come first).
    static func isKeyPathUpcast(_ source: NominalDecl, _ target: NominalDecl) -> Bool {
        isWritableKeyPath(source) && isKeyPath(target)
    }
}
