/// A range of floating-point bounds is no sequence (`Double`'s stride is no `SignedInteger`), so
/// the sequence methods a range of `Int`s has are swiftc's error on it; its own (`contains`,
/// `clamped(to:)`) stay.
extension Checker {
    /// Reports a sequence method called on a floating-point range (`(1.0...3.0).reduce(0, +)`)
    /// in swiftc's words; true when it did.
    func rejectFloatingRangeSequenceMethod(_ base: Typed, name: Identifier) -> Bool {
        guard case .range(let bound, let closed) = base.type, bound.isFloatingPoint else { return false }
        let members = StandardLibrary.members(named: name.name, of: base.type, isStatic: false)
        guard !members.isEmpty, !members.contains(where: { $0.owner == "Range" }), !Checker.rangeOwnMembers.contains(name.name)
        else { return false }
        error("referencing instance method '\(name.name)' on '\(closed ? "ClosedRange" : "Range")' requires that '\(bound)' conform to 'SignedInteger'",
              name.range)
        return true
    }

    /// The methods a range declares itself, which the library lists with Sequence's.
    private static let rangeOwnMembers: Set<String> = ["contains", "clamped", "overlaps", "relative", "hash"]
}
