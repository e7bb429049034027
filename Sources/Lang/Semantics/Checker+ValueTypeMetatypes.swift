/// Static members reached through a struct's or enum's metatype value (`type(of: point).make()`,
/// `kind.allCases` with `let kind = Suit.self`): a value type has no subclasses, so the type the
/// value holds at run time is its static type; the base is still evaluated, for its effects.
extension Checker {
    /// The struct or enum that a metatype value `base` holds, when it has a static member `name`.
    private func valueTypeMetatype(_ base: Typed, member name: String) -> SwiftType? {
        guard case .metatype(let instance) = base.type, let decl = instance.nominalDecl,
              decl.kind == .struct || decl.kind == .enum else { return nil }
        guard staticMemberExists(name, of: instance) || protocolStaticMethods(decl, name: name) != nil
                || protocolStaticProperty(decl, name: name, line: 0) != nil else { return nil }
        return instance
    }

    /// `base` evaluated and its value dropped, then `member`.
    private func afterEvaluating(_ base: Typed, _ member: Typed, line: Int) -> Typed {
        Typed(StatementsThen(ExpressionStatement(base.node, line: line), then: member.node, line: line), member.type)
    }

    /// `kind.name` on a struct's or enum's metatype value: the type's static member.
    func valueTypeMetatypeMember(_ base: Typed, name: Identifier, expected: SwiftType?, range: SourceRange) -> Typed? {
        guard let type = valueTypeMetatype(base, member: name.name) else { return nil }
        return afterEvaluating(base, staticMember(type, name: name, expected: expected, range: range), line: range.line)
    }

    /// `kind.name(arguments)` on a struct's or enum's metatype value: the type's static method.
    func valueTypeMetatypeCall(_ base: Typed, name: Identifier, arguments: [Argument], expected: SwiftType?,
                               range: SourceRange) -> Typed? {
        guard let type = valueTypeMetatype(base, member: name.name) else { return nil }
        let call = callStatic(type, name: name, arguments: arguments, expected: expected, range: range)
        return afterEvaluating(base, call, line: range.line)
    }

    /// `kind.init(arguments)` on a struct's or enum's metatype value: the type's initialiser.
    func valueTypeMetatypeInit(_ base: Typed, arguments: [Argument], expected: SwiftType?, range: SourceRange) -> Typed? {
        guard case .metatype(let instance) = base.type, let decl = instance.nominalDecl,
              decl.kind == .struct || decl.kind == .enum else { return nil }
        return afterEvaluating(base, construct(instance, arguments: arguments, expected: expected, range: range), line: range.line)
    }
}
