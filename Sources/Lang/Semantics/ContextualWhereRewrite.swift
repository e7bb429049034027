/// A member's contextual `where` clause (SE-0267) as the constrained extension it means:
///
///     extension Container {
///         func average() -> Double where Item == Int { … }
///     }
///
/// is checked as `extension Container where Item == Int { func average() -> Double { … } }`, so
/// its body sees `Item` as `Int` and a call on a receiver whose `Item` is `Double` does not find
/// it (swiftc's rule: the requirements are the member's, added to its extension's). Only the
/// requirements that name none of the member's own generic parameters move; those stay on it.
/// It is syntax to syntax: the moved members keep their declaration's id, so their bodies are
/// lowered where the written extension is reached.
enum ContextualWhereRewrite {
    /// `decl` split into the extension without the members that have contextual requirements,
    /// then one extension per such member; nil when `decl` is not an extension with one.
    static func split(_ decl: Decl) -> [Decl]? {
        guard case .extension(let extensionDecl) = decl.kind else { return nil }
        var kept: [Decl] = []
        var moved: [Decl] = []
        for member in extensionDecl.members {
            guard let (stripped, requirements) = contextualRequirements(member), !requirements.isEmpty else {
                kept.append(member)
                continue
            }
            var own = extensionDecl
            own.inheritance = []
            own.whereClause = extensionDecl.whereClause + requirements
            own.members = [stripped]
            moved.append(Decl(id: decl.id, range: decl.range, docComment: nil, attributes: decl.attributes,
                              modifiers: decl.modifiers, kind: .extension(own)))
        }
        guard !moved.isEmpty else { return nil }
        var rest = extensionDecl
        rest.members = kept
        return [Decl(id: decl.id, range: decl.range, docComment: decl.docComment, attributes: decl.attributes,
                     modifiers: decl.modifiers, kind: .extension(rest))] + moved
    }

    /// A function or subscript member without the requirements of its `where` clause that name
    /// none of its own generic parameters, and those requirements; nil for other members.
    private static func contextualRequirements(_ member: Decl) -> (Decl, [WhereRequirement])? {
        var member = member
        switch member.kind {
        case .function(var function):
            let (contextual, own) = partition(function.whereClause, ownNames: Set(function.genericParameters.map(\.name.name)))
            function.whereClause = own
            member.kind = .function(function)
            return (member, contextual)
        case .subscript(var declaration):
            let (contextual, own) = partition(declaration.whereClause, ownNames: Set(declaration.genericParameters.map(\.name.name)))
            declaration.whereClause = own
            member.kind = .subscript(declaration)
            return (member, contextual)
        default:
            return nil
        }
    }

    /// The requirements that name only the extension's types (both sides plain names whose first
    /// component is not among `ownNames`), and the rest.
    private static func partition(_ requirements: [WhereRequirement], ownNames: Set<String>)
        -> (contextual: [WhereRequirement], own: [WhereRequirement]) {
        func isContextual(_ type: TypeExpr) -> Bool {
            guard case .named(let components) = type.kind, let first = components.first else { return false }
            return !ownNames.contains(first.name.name)
        }
        var contextual: [WhereRequirement] = []
        var own: [WhereRequirement] = []
        for requirement in requirements {
            switch requirement.kind {
            case .conformance(let subject, _) where isContextual(subject):
                contextual.append(requirement)
            case .sameType(let left, let right) where isContextual(left) && isContextual(right):
                contextual.append(requirement)
            default:
                own.append(requirement)
            }
        }
        return (contextual, own)
    }
}
