/// A range whose bound's `Stride` is no `SignedInteger` (floating-point bounds, a program's
/// `Strideable` type striding by Doubles) or whose bound is no `Strideable` (a program's
/// `Comparable` type) is no sequence, so the sequence members a range of
/// `Int`s has are swiftc's error on it; its own (`contains`, `clamped(to:)`, `isEmpty`,
/// `lowerBound`) stay.
extension Checker {
    /// Reports a sequence method called on such a range (`(1.0...3.0).reduce(0, +)`) in swiftc's
    /// words; true when it did. A closure passed to `contains` makes it Sequence's `contains(where:)`.
    func rejectFloatingRangeSequenceMethod(_ base: Typed, name: Identifier, arguments: [Argument]) -> Bool {
        if name.name == "contains", arguments.count == 1, arguments[0].label == nil, case .closure = arguments[0].value.kind,
           case .range(let bound, let closed) = base.type, let missing = missingCollectionRequirements(of: bound) {
            // Beside the range's own `contains(_:)`: a bound that is no Strideable matches neither.
            if missing.count > 1 {
                error("no exact matches in call to instance method 'contains'", name.range)
            } else {
                reportMissing(missing, member: "instance method 'contains(where:)'", closed: closed, at: name.range)
            }
            return true
        }
        return rejectStridelessRangeMember(base, name: name, kind: "instance method")
    }

    /// Reports a sequence property read on such a range (`(0.0..<1.0).count`) in swiftc's
    /// words; true when it did.
    func rejectStridelessRangeProperty(_ base: Typed, name: Identifier) -> Bool {
        rejectStridelessRangeMember(base, name: name, kind: "property")
    }

    private func rejectStridelessRangeMember(_ base: Typed, name: Identifier, kind: String) -> Bool {
        guard case .range(let bound, let closed) = base.type, let missing = missingCollectionRequirements(of: bound) else { return false }
        let members = StandardLibrary.members(named: name.name, of: base.type, isStatic: false)
        // The library lists an integer range's `count` and positions as Range's; they are Collection's.
        guard !members.isEmpty, kind == "property" || !members.contains(where: { $0.owner == "Range" }),
              !Checker.rangeOwnMembers.contains(name.name) else { return false }
        reportMissing(missing, member: "\(kind) '\(name.name)'", closed: closed, at: name.range)
        return true
    }

    /// swiftc's error for each requirement of Range's `Collection` conformance the bound misses.
    private func reportMissing(_ missing: [(type: String, protocol: String)], member: String, closed: Bool, at range: SourceRange) {
        for requirement in missing {
            error("referencing \(member) on '\(closed ? "ClosedRange" : "Range")' requires that '\(requirement.type)' conform to '\(requirement.protocol)'",
                  range)
        }
    }

    /// What a range's `bound` misses of `Bound: Strideable, Bound.Stride: SignedInteger`: a
    /// floating-point type's `Stride` (itself) or a program's `Strideable` type's is no
    /// `SignedInteger`; a program's type that is only `Comparable` is not `Strideable` either
    /// (`G`, then `G.Stride`). Nil for integers and other types.
    private func missingCollectionRequirements(of bound: SwiftType) -> [(type: String, protocol: String)]? {
        if bound.isFloatingPoint { return [(bound.description, "SignedInteger")] }
        guard case .nominal(let decl, _) = bound, !decl.isBuiltin, decl.kind != .protocol else { return nil }
        guard let stride = strideType(of: bound) else {
            return [(bound.description, "Strideable"), ("\(bound).Stride", "SignedInteger")]
        }
        guard stride != .error, !conforms(stride, toBuiltin: "SignedInteger") else { return nil }
        return [(stride.description, "SignedInteger")]
    }

    /// The members a range declares itself, which the library lists with Sequence's.
    private static let rangeOwnMembers: Set<String> = ["contains", "clamped", "overlaps", "relative", "hash", "isEmpty",
                                                       "lowerBound", "upperBound", "description", "debugDescription"]
}
