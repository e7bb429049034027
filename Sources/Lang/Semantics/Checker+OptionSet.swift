/// `OptionSet`: a struct that declares it (`struct Options: OptionSet { let rawValue: Int … }`)
/// gets SetAlgebra's members as the standard library's protocol extension gives them, written in
/// Swift over `rawValue` (`optionSetMembers`), and an array literal of options (`[.a, .b]`) is the
/// union of its elements, as `ExpressibleByArrayLiteral` makes it.
extension Checker {
    /// Whether `type` is a program's struct that conforms to `OptionSet`.
    func isOptionSet(_ type: SwiftType?) -> Bool {
        guard let decl = type?.nominalDecl, decl.kind == .struct, !decl.isBuiltin,
              let optionSet = builtinProtocol("OptionSet") else { return false }
        return environment.conformances.conforms(decl, to: optionSet)
    }

    /// Declares the OptionSet members on `decl` when it conforms and lacks them (its own
    /// declarations win, as a type's do over a protocol extension's).
    func declareOptionSetMembers(_ decl: NominalDecl) {
        guard isOptionSet(.nominal(decl, [])) else { return }
        let table = environment.members(of: decl)
        let members = Checker.optionSetMembers.filter { member in
            switch member.kind {
            case .function(let function): return table.methods[function.name.name] == nil
            case .variable(let variable):
                guard case .identifier(let name)? = variable.bindings.first?.pattern.kind else { return false }
                return table.computed[name.name] == nil && table.fields[name.name] == nil
            case .initializer(let initializer): return !(initializer.parameters.isEmpty && table.initializers.contains { $0.labels.isEmpty })
            default: return false
            }
        }
        declareMemberSignatures(members, in: .nominal(decl, []), decl: decl, isBody: false)
    }

    /// `[.a, .b]` where an option set is expected: `.init().union(.a).union(.b)`.
    func optionSetLiteral(_ elements: [Expr], expected: SwiftType, range: SourceRange) -> Typed {
        func identifier(_ text: String) -> Identifier { Identifier(text, range: range) }
        let callee = Expr(id: NodeID(0), range: range, kind: .implicitMember(identifier("init"), genericArguments: []))
        var folded = Expr(id: NodeID(0), range: range, kind: .call(CallExpr(callee: callee, arguments: [], trailingClosures: [])))
        for element in elements {
            let union = Expr(id: element.id, range: element.range,
                             kind: .member(base: folded, name: identifier("union"), genericArguments: []))
            folded = Expr(id: element.id, range: element.range, kind: .call(CallExpr(
                callee: union, arguments: [Argument(label: nil, value: element, range: element.range)], trailingClosures: [])))
        }
        return expression(folded, expected: expected)
    }

    /// The members, parsed once: `Self` is the option set, `rawValue` its stored integer.
    static let optionSetMembers: [Decl] = {
        let source = """
            extension OptionSet {
                init() { self.init(rawValue: 0) }
                var isEmpty: Bool { rawValue == 0 }
                func contains(_ member: Self) -> Bool { rawValue & member.rawValue == member.rawValue }
                func union(_ other: Self) -> Self { Self(rawValue: rawValue | other.rawValue) }
                func intersection(_ other: Self) -> Self { Self(rawValue: rawValue & other.rawValue) }
                func symmetricDifference(_ other: Self) -> Self { Self(rawValue: rawValue ^ other.rawValue) }
                func subtracting(_ other: Self) -> Self { Self(rawValue: rawValue & ~other.rawValue) }
                func isSubset(of other: Self) -> Bool { rawValue & other.rawValue == rawValue }
                func isSuperset(of other: Self) -> Bool { other.isSubset(of: self) }
                func isStrictSubset(of other: Self) -> Bool { isSubset(of: other) && rawValue != other.rawValue }
                func isStrictSuperset(of other: Self) -> Bool { other.isStrictSubset(of: self) }
                func isDisjoint(with other: Self) -> Bool { rawValue & other.rawValue == 0 }
                mutating func formUnion(_ other: Self) { self = union(other) }
                mutating func formIntersection(_ other: Self) { self = intersection(other) }
                mutating func formSymmetricDifference(_ other: Self) { self = symmetricDifference(other) }
                mutating func subtract(_ other: Self) { self = subtracting(other) }
                @discardableResult mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
                    let oldMember = intersection(newMember)
                    if oldMember == newMember { return (false, oldMember) }
                    formUnion(newMember)
                    return (true, newMember)
                }
                @discardableResult mutating func remove(_ member: Self) -> Self? {
                    let removed = intersection(member)
                    if removed.isEmpty { return nil }
                    subtract(member)
                    return removed
                }
                @discardableResult mutating func update(with newMember: Self) -> Self? {
                    let old = intersection(newMember)
                    formUnion(newMember)
                    return old.isEmpty ? nil : old
                }
            }
            """
        guard case .declaration(let decl)? = Parser.parse(source).file.statements.first?.kind,
              case .extension(let extensionDecl) = decl.kind else { return [] }
        return extensionDecl.members
    }()
}
