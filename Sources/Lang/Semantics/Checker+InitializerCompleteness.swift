/// swiftc's definite-initialisation errors for `self` in an initialiser of a struct or of a class
/// without a superclass: "'self' used before all stored properties are initialized" (a method
/// of the type called while some property has no value) and "return from initializer without
/// initializing all stored properties". Only straight-line bodies are followed (expression
/// statements and local declarations), so that nothing swiftc accepts is rejected: any other
/// statement, an assignment to `self` or a delegation to `self.init` ends the check.
extension Checker {
    func checkInitializerCompleteness(_ body: CodeBlock, selfType: SwiftType?) {
        guard case .nominal(let decl, _)? = selfType, decl.kind == .struct || (decl.kind == .class && decl.superclass == nil),
              !decl.isBuiltin, !decl.storedProperties.contains(where: { $0.wrappedName != nil }) else { return }
        let table = environment.members(of: decl)
        var unassigned = Set(decl.storedProperties.filter { !$0.hasDefault }.map(\.name))
        var locals: Set<String> = []
        for statement in body.statements {
            var values: [Expr] = []
            var target: String?
            switch statement.kind {
            case .expression(let value):
                if case .binary(let binary) = value.kind, binary.op == .assign {
                    guard let name = selfPropertyAssigned(binary.lhs, locals: locals) else { return }
                    target = name
                    values = [binary.rhs]
                } else {
                    values = [value]
                }
            case .declaration(let declaration):
                guard case .variable(let variable) = declaration.kind else { return }
                for binding in variable.bindings {
                    guard case .identifier(let name) = binding.pattern.kind else { return }
                    locals.insert(name.name)
                    if let initializer = binding.initializer { values.append(initializer) }
                }
            default:
                return
            }
            for value in values {
                if let method = calledOwnMethod(value, table: table, locals: locals) {
                    if !unassigned.isEmpty {
                        initialization.errors.append(Diagnostic(message: "'self' used before all stored properties are initialized",
                                                                range: method.range))
                    }
                    return
                }
                if mentionsSelf(value) { return }
            }
            if let target { unassigned.remove(target) }
        }
        guard !unassigned.isEmpty else { return }
        initialization.errors.append(Diagnostic(message: "return from initializer without initializing all stored properties",
                                                range: SourceRange(at: SourceLocation(line: body.range.end.line,
                                                                                      column: max(1, body.range.end.column - 1),
                                                                                      offset: max(0, body.range.end.offset - 1)))))
    }

    /// `x` for `x = …` or `self.x = …` where `x` is not a local; nil for any other target.
    private func selfPropertyAssigned(_ target: Expr, locals: Set<String>) -> String? {
        switch target.kind {
        case .identifier(let name, _): return locals.contains(name.name) || name.name == "self" ? nil : name.name
        case .member(let base, let name, _):
            if case .identifier(let base, _) = base.kind, base.name == "self" { return name.name }
            return nil
        default: return nil
        }
    }

    /// The name of the type's own instance method that `value` calls directly (`f()`, `self.f()`,
    /// `try f()`).
    private func calledOwnMethod(_ value: Expr, table: TypeMembers, locals: Set<String>) -> Identifier? {
        var value = value
        if case .try(_, let inner) = value.kind { value = inner }
        guard case .call(let call) = value.kind else { return nil }
        switch call.callee.kind {
        case .identifier(let name, _) where !locals.contains(name.name) && table.methods[name.name] != nil:
            return name
        case .member(let base, let name, _):
            if case .identifier(let base, _) = base.kind, base.name == "self", table.methods[name.name] != nil { return name }
            return nil
        default:
            return nil
        }
    }

    /// Whether `value` is, or calls something on, `self` itself (then the check stops: what it
    /// does to the properties is not followed).
    private func mentionsSelf(_ value: Expr) -> Bool {
        switch value.kind {
        case .identifier(let name, _): return name.name == "self"
        case .call(let call):
            if case .member(let base, let name, _) = call.callee.kind {
                if name.name == "init", case .identifier(let base, _) = base.kind, base.name == "self" { return true }
                return mentionsSelf(base)
            }
            return false
        default: return false
        }
    }
}
