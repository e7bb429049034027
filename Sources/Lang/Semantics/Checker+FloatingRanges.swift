/// A range whose bound's `Stride` is no `SignedInteger` (floating-point bounds, a program's
/// `Strideable` type striding by Doubles) is no sequence, so the sequence members a range of
/// `Int`s has are swiftc's error on it; its own (`contains`, `clamped(to:)`, `isEmpty`,
/// `lowerBound`) stay.
extension Checker {
    /// Reports a sequence method called on such a range (`(1.0...3.0).reduce(0, +)`) in swiftc's
    /// words; true when it did.
    func rejectFloatingRangeSequenceMethod(_ base: Typed, name: Identifier) -> Bool {
        rejectStridelessRangeMember(base, name: name, kind: "instance method")
    }

    /// Reports a sequence property read on such a range (`(0.0..<1.0).count`) in swiftc's
    /// words; true when it did.
    func rejectStridelessRangeProperty(_ base: Typed, name: Identifier) -> Bool {
        rejectStridelessRangeMember(base, name: name, kind: "property")
    }

    private func rejectStridelessRangeMember(_ base: Typed, name: Identifier, kind: String) -> Bool {
        guard case .range(let bound, let closed) = base.type, let stride = nonIntegerStride(of: bound) else { return false }
        let members = StandardLibrary.members(named: name.name, of: base.type, isStatic: false)
        // The library lists an integer range's `count` and positions as Range's; they are Collection's.
        guard !members.isEmpty, kind == "property" || !members.contains(where: { $0.owner == "Range" }),
              !Checker.rangeOwnMembers.contains(name.name) else { return false }
        error("referencing \(kind) '\(name.name)' on '\(closed ? "ClosedRange" : "Range")' requires that '\(stride)' conform to 'SignedInteger'",
              name.range)
        return true
    }

    /// The `Stride` of a range's `bound` when it is no `SignedInteger`: a floating-point type's
    /// (itself) or a program's `Strideable` type's; nil for integers and other types.
    private func nonIntegerStride(of bound: SwiftType) -> SwiftType? {
        if bound.isFloatingPoint { return bound }
        guard case .nominal(let decl, _) = bound, !decl.isBuiltin, let stride = strideType(of: bound), stride != .error,
              !conforms(stride, toBuiltin: "SignedInteger") else { return nil }
        return stride
    }

    /// The members a range declares itself, which the library lists with Sequence's.
    private static let rangeOwnMembers: Set<String> = ["contains", "clamped", "overlaps", "relative", "hash", "isEmpty",
                                                       "lowerBound", "upperBound", "description", "debugDescription"]
}
