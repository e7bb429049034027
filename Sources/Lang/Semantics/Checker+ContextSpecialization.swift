/// Ranking two members of one name that take a call's arguments alike by where they are
/// declared, as swiftc ranks them: a type's own member over a protocol extension's, an extension
/// of a refining protocol over one of the protocol it refines (`extension B` over `extension A`
/// for `protocol B: A`), and a constrained extension over a less constrained one (`extension
/// Greeter where Self: Named` over `extension Greeter`, `extension Array where Element == Int`
/// over `extension Array`, `where Element: Comparable` over `where Element: Equatable`).
extension Checker {
    /// Whether `one` is declared in a context strictly more specialised than `other`'s.
    func declaredMoreSpecialized(_ one: FunctionSymbol, than other: FunctionSymbol) -> Bool {
        contextAsSpecialized(one, other) && !contextAsSpecialized(other, one)
    }

    /// Whether every receiver that `one`'s declaration context admits is admitted by `other`'s.
    private func contextAsSpecialized(_ one: FunctionSymbol, _ other: FunctionSymbol) -> Bool {
        let (oneOwner, otherOwner) = (extendedProtocol(of: one), extendedProtocol(of: other))
        if let otherOwner {
            // A type's own member (no protocol's) admits only that type.
            if let oneOwner, oneOwner !== otherOwner, !refines(oneOwner, otherOwner) { return false }
        } else if oneOwner != nil {
            return false
        }
        let oneBounds = (one.selfBounds?.bounds ?? []) + (oneOwner.map { [$0] } ?? [])
        for bound in other.selfBounds?.bounds ?? [] where !oneBounds.contains(where: { $0 === bound || refines($0, bound) }) {
            return false
        }
        if let pinned = other.selfBounds?.pinned, one.selfBounds?.pinned != pinned { return false }
        return patternAsSpecialized(one.constrainedSelf, other.constrainedSelf)
    }

    /// The protocol whose extension declares `member`, if one does.
    private func extendedProtocol(of member: FunctionSymbol) -> NominalDecl? {
        if let owner = member.selfBounds?.owner { return owner }
        if case .nominal(let decl, _)? = member.constrainedSelf, decl.kind == .protocol { return decl }
        if member.isStatic {
            for (key, decl) in environment.protocolDecls
            where environment.members[key]?.staticMethods[member.name]?.contains(where: { $0 === member }) == true {
                return decl
            }
        }
        return protocolOwner(of: member)
    }

    /// Whether protocol (or class) `one` conforms to or inherits from `other`.
    private func refines(_ one: NominalDecl, _ other: NominalDecl) -> Bool {
        if one.kind == .class, other.kind == .class { return one !== other && one.isSubclass(of: other) }
        return environment.conformances.conforms(.nominal(one, []), to: other)
    }

    /// Whether the constrained `Self` `one` admits only types `other` admits: each of `other`'s
    /// arguments a parameter whose added protocols `one`'s argument meets, or the same type.
    private func patternAsSpecialized(_ one: SwiftType?, _ other: SwiftType?) -> Bool {
        let otherArguments = other.map(patternArguments) ?? []
        var oneArguments = one.map(patternArguments) ?? []
        if oneArguments.count != otherArguments.count {
            // An unconstrained extension: its arguments are all free.
            guard one == nil || oneArguments.isEmpty else { return otherArguments.allSatisfy(isFree) }
            oneArguments = otherArguments.map { _ in SwiftType.generic(TypeParameter(name: "_")) }
        }
        for (mine, theirs) in zip(oneArguments, otherArguments) {
            if case .generic(let parameter) = theirs {
                let added = addedConstraints(parameter)
                if added.isEmpty { continue }
                guard added.allSatisfy({ environment.conformances.conforms(mine, to: $0) }) else { return false }
            } else if mine != theirs {
                return false
            }
        }
        return true
    }

    /// The type arguments a constrained `Self` is written over (`[Int]` for `Array<Int>`).
    private func patternArguments(_ type: SwiftType) -> [SwiftType] {
        switch type {
        case .nominal(_, let arguments): return arguments
        case .array(let element), .set(let element), .optional(let element): return [element]
        case .dictionary(let key, let value): return [key, value]
        default: return []
        }
    }

    /// Whether a pattern's argument admits every type (a parameter of no added protocols).
    private func isFree(_ argument: SwiftType) -> Bool {
        if case .generic(let parameter) = argument { return addedConstraints(parameter).isEmpty }
        return false
    }

    /// The protocols an extension's parameter adds to the one it stands for (`Element:
    /// Equatable` in `extension Collection where Element: Equatable`).
    private func addedConstraints(_ parameter: TypeParameter) -> [NominalDecl] {
        let inherited = parameter.origin?.constraints ?? []
        return parameter.constraints.filter { constraint in !inherited.contains { $0 === constraint } }
    }
}
