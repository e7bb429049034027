/// swiftc's words for a local variable named before the statement that declares it
/// ("use of local variable 'x' before its declaration"), instead of "cannot find 'x' in scope".
extension Checker {
    /// The names the `let`/`var` statements of a function's block declare, pushed while the
    /// block is lowered (a name not yet in scope but in one of these is declared further down).
    func localVariableNames(_ statements: [Stmt]) -> Set<String> {
        var names: Set<String> = []
        for statement in statements {
            guard case .declaration(let decl) = statement.kind, case .variable(let variable) = decl.kind else { continue }
            for binding in variable.bindings { collectNames(binding.pattern, into: &names) }
        }
        return names
    }

    /// Reports `name`, which nothing in scope declares: as used before its declaration when an
    /// enclosing block of the function declares it further down, else as not found.
    func reportUnresolvedName(_ name: Identifier) {
        if !context.isGlobal, localsOfEnclosingBlocks.contains(where: { $0.contains(name.name) }) {
            error("use of local variable '\(name.name)' before its declaration", name.range)
            return
        }
        if let parameters = explicitClosureParameters, name.name.hasPrefix("$"), let index = Int(name.name.dropFirst()) {
            // `$0` in a closure that names its parameters: swiftc offers the name.
            let suggestion = index < parameters.count ? "; did you mean '\(parameters[index])'?" : ""
            error("anonymous closure arguments cannot be used inside a closure that has explicit arguments" + suggestion, name.range)
            return
        }
        if let type = propertyInitializerType, lookupMembers(name.name, in: type) != nil {
            error("cannot use instance member '\(name.name)' within property initializer; property initializers run before 'self' is available",
                  name.range)
            return
        }
        if rejectInstanceMemberInStaticMember(name) { return }
        errorSuggesting("cannot find '\(name.name)' in scope", name.range, name: name.name, among: namesInScope())
    }

    private func collectNames(_ pattern: Pattern, into names: inout Set<String>) {
        switch pattern.kind {
        case .identifier(let name): names.insert(name.name)
        case .tuple(let elements): for element in elements { collectNames(element.pattern, into: &names) }
        case .binding(_, let inner), .typed(let inner, _): collectNames(inner, into: &names)
        default: break
        }
    }
}
