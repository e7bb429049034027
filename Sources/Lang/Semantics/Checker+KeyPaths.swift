/// Key paths as values: `\Point.x`, or `\.x` where a `KeyPath` is expected, is a
/// `KeyPath<Root, Value>` (Prelude+KeyPath) holding the function that reads the path and the
/// path's text; `value[keyPath: path]` calls that function. (A key path literal where a function
/// is expected is the function itself: `keyPathClosure`.)
extension Checker {
    /// Whether `decl` is the prelude's `KeyPath`.
    static func isKeyPath(_ decl: NominalDecl) -> Bool {
        decl.name == "KeyPath" && decl.module == "Swift" && decl.parent == nil
    }

    /// The root and value types of a `KeyPath` or `WritableKeyPath` type, or nil.
    func keyPathTypes(of type: SwiftType?) -> (root: SwiftType, value: SwiftType)? {
        guard case .nominal(let decl, let arguments)? = type, Checker.isKeyPath(decl) || Checker.isWritableKeyPath(decl),
              arguments.count == 2 else { return nil }
        return (arguments[0], arguments[1])
    }

    /// `\Root.path` or `\.path` as a `KeyPath` value; the root comes from the literal or the
    /// context (`let p: KeyPath<Point, Int> = \.x`).
    func keyPathValue(_ keyPath: KeyPathExpr, expected: SwiftType?, range: SourceRange) -> Typed {
        let line = range.line
        let root: SwiftType
        if let written = keyPath.root {
            root = resolveType(written)
        } else if let known = keyPathTypes(of: expected?.unwrappingOptionals)?.root, !containsGeneric(known), known != .error {
            root = known
        } else {
            error("cannot infer key path type from context; consider explicitly specifying a root type", range)
            return Typed(Constant(.void, line: line), .error)
        }
        guard case .type(.nominal(let decl, _))? = lookup("KeyPath"), Checker.isKeyPath(decl) else {
            unsupported("key paths", range)
            return Typed(Constant(.void, line: line), .error)
        }
        if case .error = root { return Typed(Constant(.void, line: line), .error) }
        let getter = keyPathClosure(keyPath, parameter: root, range: range)
        guard case .function(let function) = getter.type else { return Typed(getter.node, .error) }
        let text = "\\" + root.description + keyPath.components.map(Checker.keyPathText).joined()
        if case .type(.nominal(let writable, _))? = lookup("WritableKeyPath"), Checker.isWritableKeyPath(writable),
           let setter = keyPathSetter(keyPath, root: root, line: line) {
            let node = BuiltinCall(arguments: [getter.node, setter], line: line) { values, _, _ in
                .structValue(writable, [values[0], .string(text), values[1]])
            }
            return Typed(node, .nominal(writable, [root, function.result]))
        }
        let node = Unary(getter.node, line: line) { closure, _ in .structValue(decl, [closure, .string(text)]) }
        return Typed(node, .nominal(decl, [root, function.result]))
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

    /// `base[keyPath: path]`: the value `path` reads from `base`.
    func keyPathSubscript(_ base: Typed, _ argument: Expr, range: SourceRange) -> Typed {
        let line = range.line
        let path = expression(argument, expected: keyPathType(root: base.type))
        if case .error = path.type { return Typed(path.node, .error) }
        guard let (root, value) = keyPathTypes(of: path.type) else {
            error("cannot convert value of type '\(path.type)' to expected argument type 'KeyPath<\(base.type), _>'", argument.range)
            return Typed(path.node, .error)
        }
        guard root == base.type || base.type == .error else {
            error("key path of type '\(path.type)' cannot be applied to a base of type '\(base.type)'", range)
            return Typed(path.node, .error)
        }
        return Typed(BuiltinCall(arguments: [base.node, path.node], line: line) { values, interpreter, line in
            guard case .structValue(_, let fields) = values[1].unboxed, case .function(let getter)? = fields.first else {
                throw RuntimeError("key path of the wrong shape", line: line)
            }
            return try interpreter.call(getter, [values[0]], line: line)
        }, value)
    }

    /// `KeyPath<root, _>` as the context for a key path literal with no root written.
    private func keyPathType(root: SwiftType) -> SwiftType? {
        guard case .type(.nominal(let decl, _))? = lookup("KeyPath"), Checker.isKeyPath(decl) else { return nil }
        return .nominal(decl, [root, .error])
    }
}
