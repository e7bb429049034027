/// Which declaration of a computed property a use takes. Constrained extensions may each declare
/// one name (`var total: Int` where `Item == Int`, `var total: Double` where `Item == Double`):
/// swiftc keeps them all, and a read, a setter or a mutating getter takes the one whose `where`
/// clause its receiver meets, as it chooses among a name's methods.
extension Checker {
    /// How a use's receiver is checked against a declaration's `where` clause: a program type's
    /// or a protocol's (its type arguments or associated types), or a builtin sequence's element.
    enum ComputedReceiver {
        case declared
        case element
    }

    /// The declaration of computed property `name` in `table` that a use on `receiver` takes,
    /// reporting in swiftc's words a receiver its `where` clause does not admit: the one
    /// declaration; of several, the one the receiver meets (a constrained one before an
    /// unconstrained one, the last of equals), or the error type with "no exact matches" when it
    /// meets none. Nil when `table` declares no such property.
    func computedProperty(_ name: Identifier, in table: TypeMembers, receiver: SwiftType,
                          checking kind: ComputedReceiver = .declared) -> ComputedProperty? {
        let declared = table.computed.all(name.name)
        guard declared.count > 1 else {
            if let only = declared.first { rejectUnmet(only.getter, name: name, receiver: receiver, kind: kind, by: self) }
            return declared.first
        }
        let admitted = declared.filter { candidate in
            let probe = Checker(probing: self)
            rejectUnmet(candidate.getter, name: name, receiver: receiver, kind: kind, by: probe)
            return !probe.diagnostics.contains { $0.severity == .error }
        }
        guard let chosen = admitted.last(where: { $0.getter.constrainedSelf != nil || $0.getter.selfBounds != nil }) ?? admitted.last else {
            if let fitting = fittingAssignedValue(declared, name: name) {
                // swiftc words the error by the declaration the assigned value fits.
                rejectUnmet(fitting.getter, name: name, receiver: receiver, kind: kind, by: self)
                return (SwiftType.error, fitting.getter, fitting.setter)
            }
            error("no exact matches in reference to property '\(name.name)'", name.range)
            return declared.last.map { (SwiftType.error, $0.getter, $0.setter) }
        }
        return chosen
    }

    /// Of several declarations of `name` that an assignment's receiver meets none of, the one
    /// whose type the assigned value fits, as swiftc ranks them: the value's own type (`3` an
    /// `Int`), else the one type it converts to; nil when `name` is no assignment's target or
    /// the value fits none or several.
    private func fittingAssignedValue(_ declared: [ComputedProperty], name: Identifier) -> ComputedProperty? {
        guard let assigned = assignedValue, assigned.target == name.range else { return nil }
        let own = Checker(probing: self).expression(assigned.value, expected: nil).type
        let exact = declared.filter { $0.type == own }
        if exact.count == 1 { return exact[0] }
        let converting = declared.filter { candidate in
            guard !containsGeneric(candidate.type) else { return false }
            let probe = Checker(probing: self)
            let typed = probe.expression(assigned.value, expected: candidate.type)
            return !probe.diagnostics.contains { $0.severity == .error } && converts(typed.type, to: candidate.type)
        }
        return converting.count == 1 ? converting[0] : nil
    }

    /// Checks `body` (resolving the target of the assignment `binary`) knowing the value it
    /// stores, for a property's choice among its declarations.
    func withAssignedValue<T>(_ binary: BinaryExpr, _ body: () -> T) -> T {
        guard case .member(_, let name, _) = binary.lhs.kind else { return body() }
        let outer = assignedValue
        assignedValue = (binary.rhs, name.range)
        defer { assignedValue = outer }
        return body()
    }

    /// Whether a use of `name` must call the declaration it chose directly: one of several a
    /// constrained extension declares, which no dynamic lookup by name tells apart (an
    /// extension's member is no requirement; swiftc calls it statically). A mutating getter is
    /// left to the dynamic read, which writes the receiver back.
    func callsChosenDirectly(_ name: String, in table: TypeMembers, chosen: ComputedProperty) -> Bool {
        table.computed.all(name).count > 1 && !chosen.getter.code.isRequirement && !chosen.getter.isMutating
    }

    /// A read of `computed` on `base` calling its getter directly; its body may need the
    /// receiver's type arguments (`reduce(0, +)` over `T`), as a method's does.
    func directComputedRead(_ base: Typed, _ computed: ComputedProperty, substitution: [TypeParameter: SwiftType],
                            line: Int) -> Typed {
        let call = DirectCall(code: computed.getter.code, capturedHops: nil, receiver: base.node, arguments: [], line: line)
        return Typed(witnessedCall(call, substitution: substitution, line: line), computed.type.substituting(substitution))
    }

    private func rejectUnmet(_ getter: FunctionSymbol, name: Identifier, receiver: SwiftType, kind: ComputedReceiver,
                             by checker: Checker) {
        switch kind {
        case .declared:
            checker.rejectUnmetExtensionRequirements(getter, receiver: receiver, name: name, isProperty: true)
        case .element:
            // A program protocol's extension added to a builtin type asks its `where Self` clause first.
            if checker.rejectUnmetSelfBounds(getter, receiver: receiver, name: name, isProperty: true) { return }
            checker.rejectUnmetElementRequirements(getter, receiver: receiver, name: name.name, isProperty: true,
                                                   range: name.range)
        }
    }
}
