/// One computed property name declared by several constrained extensions of a protocol or a
/// generic type (`var total: Int` where `Item == Int`, `var total: Double` where `Item ==
/// Double`): swiftc keeps them all and a use reads the one whose `where` clause its receiver meets.
extension Checker {
    /// The computed properties named `name` that constrained extensions put in `table` whose
    /// `where` clause admits `receiver` (its associated types or type arguments); nil when the
    /// table keeps fewer than two.
    private func admittedComputed(_ name: Identifier, in table: TypeMembers, receiver: SwiftType)
        -> [(type: SwiftType, getter: FunctionSymbol, setter: FunctionSymbol?)]? {
        guard let candidates = table.constrainedComputed[name.name], candidates.count > 1 else { return nil }
        return candidates.filter { candidate in
            let probe = Checker(probing: self)
            probe.rejectUnmetExtensionRequirements(candidate.getter, receiver: receiver, name: name, isProperty: true)
            return !probe.diagnostics.contains { $0.severity == .error }
        }
    }

    /// A read of `name` on `base` through the one constrained extension's property its receiver
    /// meets, called directly as swiftc calls an extension's member (it is no requirement); an
    /// error typed read, reported in swiftc's words, when it meets none; nil when the table keeps
    /// one such property or the receiver meets several (the one `computed` keeps then decides).
    func admittedComputedRead(_ base: Typed, name: Identifier, in table: TypeMembers,
                              substitution: [TypeParameter: SwiftType], line: Int) -> Typed? {
        guard let admitted = admittedComputed(name, in: table, receiver: base.type) else { return nil }
        if admitted.isEmpty {
            error("no exact matches in reference to property '\(name.name)'", name.range)
            return Typed(base.node, .error)
        }
        guard admitted.count == 1, let computed = admitted.first, !computed.getter.isMutating else { return nil }
        let call = DirectCall(code: computed.getter.code, capturedHops: nil, receiver: base.node, arguments: [], line: line)
        return Typed(witnessedCall(call, substitution: substitution, line: line), computed.type.substituting(substitution))
    }

    /// Of the computed properties named `name` that constrained extensions of a builtin type put
    /// in `table` (`extension Array where Element == Int`), the one `receiver`'s elements meet;
    /// nil when the table keeps fewer than two or not exactly one is met.
    func admittedElementComputed(_ name: Identifier, in table: TypeMembers, receiver: SwiftType)
        -> (type: SwiftType, getter: FunctionSymbol, setter: FunctionSymbol?)? {
        guard let candidates = table.constrainedComputed[name.name], candidates.count > 1 else { return nil }
        let admitted = candidates.filter { candidate in
            let probe = Checker(probing: self)
            probe.rejectUnmetElementRequirements(candidate.getter, receiver: receiver, name: name.name, isProperty: true,
                                                 range: name.range)
            return !probe.diagnostics.contains { $0.severity == .error }
        }
        return admitted.count == 1 ? admitted.first : nil
    }
}
