/// Property wrappers composed on one property (`@History @Offset var x = 1`), as swiftc composes
/// them: the storage is the outer wrapper around the inner (`History<Offset<Int>>`, made as
/// `History(wrappedValue: Offset(wrappedValue: 1))`), `x` reads `_x.wrappedValue.wrappedValue`,
/// `$x` is the outer wrapper's projection, and the memberwise initialiser takes the innermost
/// value, wrapped by each wrapper's `init(wrappedValue:)` from the inside out.
extension PropertyWrapperRewrite {
    /// The program's wrappers composed on `decl`, outermost first, when there are several and the
    /// rewrite composes them: each the program's and without attribute arguments (the property
    /// must have a value too, `isComposable`). Nil otherwise (one wrapper, or a composition
    /// reported as not supported).
    static func composition(of decl: Decl, program: [String: ProgramWrapper]) -> [String]? {
        let names = decl.attributes.map(\.name.name).filter { wrappers[$0] != nil || program[$0] != nil }
        guard names.count > 1, names.allSatisfy({ program[$0] != nil && wrappers[$0] == nil }),
              decl.attributes.allSatisfy({ program[$0.name.name] == nil || ($0.arguments ?? []).isEmpty }),
              case .variable(let variable) = decl.kind, variable.bindings.count == 1 else { return nil }
        return names
    }

    /// Whether the wrappers composed on `decl` are composed by the rewrite: it has a value.
    static func isComposable(_ decl: Decl, program: [String: ProgramWrapper]) -> Bool {
        guard composition(of: decl, program: program) != nil, case .variable(let variable) = decl.kind else { return false }
        return variable.bindings.first?.initializer != nil
    }

    /// The mark on composed wrappers' storage saying how many there are (`argumentText`).
    static let depthMark = "_wrapperDepth"

    /// How many wrappers `decl` (the wrapped property, or its storage by its mark) has composed:
    /// 1 for a single one.
    static func depth(of decl: Decl, program: [String: ProgramWrapper]) -> Int {
        if let mark = decl.attribute(named: depthMark), let depth = mark.argumentText.flatMap({ Int($0) }) { return depth }
        return composition(of: decl, program: program)?.count ?? 1
    }

    /// The storage's type: each generic wrapper around the next, the innermost around `written`.
    static func composedStorageType(_ chain: [String], program: [String: ProgramWrapper], written: TypeExpr?,
                                    range: SourceRange) -> TypeExpr? {
        guard let written else { return nil }
        var type: TypeExpr? = written
        for name in chain.reversed() {
            let isGeneric = program[name]?.isGeneric == true
            if isGeneric, type == nil { return nil }
            type = TypeExpr(id: written.id, range: range, kind: .named([
                TypeComponent(name: Identifier(name, range: range), genericArguments: isGeneric ? [type].compactMap { $0 } : []),
            ]))
        }
        return type
    }

    /// `Outer(wrappedValue: Inner(wrappedValue: v))`, the innermost with the written type.
    static func composedConstruction(_ chain: [String], program: [String: ProgramWrapper], written: TypeExpr?,
                                     value: Expr) -> Expr {
        var made = value
        for (index, name) in chain.enumerated().reversed() {
            let isInnermost = index == chain.count - 1
            let typeArguments = isInnermost && program[name]?.isGeneric == true ? [written].compactMap { $0 } : []
            made = construction(name, typeArguments: typeArguments, value: made)
        }
        return made
    }

    /// `_x.wrappedValue` read through `depth` wrappers.
    static func wrappedValue(of name: Identifier, id: NodeID, depth: Int) -> Expr {
        var access = wrappedValue(of: name, id: id)
        for _ in 1..<max(depth, 1) {
            access = Expr(id: id, range: name.range, kind: .member(base: access, name: Identifier("wrappedValue", range: name.range),
                                                                   genericArguments: []))
        }
        return access
    }
}
