/// Key paths as values: `\Point.x`, or `\.x` where a key path is expected, is a `KeyPath<Root,
/// Value>` (or a writable kind, Checker+WritableKeyPaths) holding the function that reads the
/// path and the path's text (Prelude+KeyPath); `value[keyPath: path]` calls that function. (A key
/// path literal where a function is expected is the function itself: `keyPathClosure`.)
extension Checker {
    /// `\Root.path` or `\.path` as a key path value; the root comes from the literal or the
    /// context (`let p: KeyPath<Point, Int> = \.x`, `[PartialKeyPath<Point>] = [\.x]`).
    func keyPathValue(_ keyPath: KeyPathExpr, expected: SwiftType?, range: SourceRange) -> Typed {
        let line = range.line
        let root: SwiftType
        if let written = keyPath.root {
            root = resolveType(written)
        } else if let known = Checker.keyPathKind(of: expected?.unwrappingOptionals)?.arguments.first, !containsGeneric(known),
                  known != .error {
            root = known
        } else {
            error("cannot infer key path type from context; consider explicitly specifying a root type", range)
            return Typed(Constant(.void, line: line), .error)
        }
        guard let readOnly = keyPathDecl(.readOnly) else {
            unsupported("key paths", range)
            return Typed(Constant(.void, line: line), .error)
        }
        if case .error = root { return Typed(Constant(.void, line: line), .error) }
        let getter = keyPathClosure(keyPath, parameter: root, range: range)
        guard case .function(let function) = getter.type else { return Typed(getter.node, .error) }
        let text = "\\" + root.description + keyPath.components.map(Checker.keyPathText).joined()
        let (kind, setter) = keyPathSetter(keyPath, root: root, line: line)
        if let setter, let decl = keyPathDecl(kind) {
            let node = BuiltinCall(arguments: [getter.node, setter], line: line) { values, _, _ in
                .structValue(decl, [values[0], .string(text), values[1]])
            }
            return Typed(node, .nominal(decl, [root, function.result]))
        }
        let node = Unary(getter.node, line: line) { closure, _ in .structValue(readOnly, [closure, .string(text)]) }
        return Typed(node, .nominal(readOnly, [root, function.result]))
    }

    /// One component as Swift prints it in a key path's description.
    private static func keyPathText(_ component: KeyPathExpr.Component) -> String {
        switch component {
        case .property(let name): return "." + name.name
        case .identity: return ".self"
        case .optionalChain: return "?"
        case .forceUnwrap: return "!"
        case .subscript: return "[]"
        }
    }

    /// `base[keyPath: path]`: the value `path` reads from `base`; through a `PartialKeyPath` an
    /// `Any`, through an `AnyKeyPath` an `Any?` (nil when `base` is not of the path's root type).
    func keyPathSubscript(_ base: Typed, _ argument: Expr, range: SourceRange) -> Typed {
        let line = range.line
        let path = expression(argument, expected: keyPathDecl(.readOnly).map { .nominal($0, [base.type, .error]) })
        if case .error = path.type { return Typed(path.node, .error) }
        guard let (kind, arguments) = Checker.keyPathKind(of: path.type) else {
            error("cannot convert value of type '\(path.type)' to expected argument type 'KeyPath<\(base.type), _>'", argument.range)
            return Typed(path.node, .error)
        }
        guard kind == .any || arguments[0] == base.type || base.type == .error else {
            error("key path of type '\(path.type)' cannot be applied to a base of type '\(base.type)'", range)
            return Typed(path.node, .error)
        }
        let baseType = base.type
        return Typed(BuiltinCall(arguments: [base.node, path.node], line: line) { values, interpreter, line in
            guard case .structValue(_, let fields) = values[1].unboxed, case .function(let getter)? = fields.first else {
                throw RuntimeError("key path of the wrong shape", line: line)
            }
            guard !kind.hasValueType else { return try interpreter.call(getter, [values[0]], line: line) }
            // A general key path holds its own type in its box: its root to check, its value's to box.
            guard case .boxed(_, let pathType) = values[1], let (_, types) = Checker.keyPathKind(of: pathType) else {
                return try interpreter.call(getter, [values[0]], line: line)
            }
            if kind == .any, !Checker.keyPathRootFits(Checker.dynamicType(of: values[0], static: baseType), types[0]) {
                return .null
            }
            let value = try interpreter.call(getter, [values[0]], line: line)
            if case .boxed = value { return value }
            return .boxed(value, interpreter.resolvingWitnesses(types[1]))
        }, kind == .any ? .optional(.any) : kind == .partial ? .any : arguments[1])
    }

    /// Whether a value of dynamic type `type` is a root `root` reads from: the same type, or a
    /// subclass of a class root.
    static func keyPathRootFits(_ type: SwiftType, _ root: SwiftType) -> Bool {
        if type == root { return true }
        guard let decl = type.nominalDecl, let rootDecl = root.nominalDecl else { return false }
        return decl === rootDecl || decl.kind == .class && decl.isSubclass(of: rootDecl)
    }
}
