/// `Substring` and `ArraySlice` share the members of `String` and `Array`: a member the slice
/// type does not declare itself is the base type's, called on the slice's elements as a new
/// String or Array (Swift's own slices do the same work without the copy).
extension Checker {
    /// The owners in the standard library's table whose members a slice type declares itself.
    static let sliceOwners: Set<String> = ["Substring", "ArraySlice"]

    /// Members that answer in the slice's own indices, so they take the slice itself.
    static let indexMembers: Set<String> = ["startIndex", "endIndex", "indices", "firstIndex", "lastIndex"]

    /// The type whose members a slice type shares: String for Substring, `[T]` for
    /// `ArraySlice<T>`; nil for any other type.
    static func sharingBase(of type: SwiftType) -> SwiftType? {
        switch type {
        case .substring: return .string
        case .arraySlice(let element): return .array(element)
        default: return nil
        }
    }

    /// `site` with its receiver seen as the type whose members it shares; nil unless the
    /// receiver is a slice. A mutating member has no place to write back to.
    func sharedMemberSite(_ site: BuiltinSite) -> BuiltinSite? {
        guard let base = site.base, let shared = Self.sharingBase(of: base.type) else { return nil }
        let converted = Typed(coerce(base, to: shared, at: site.range, role: .argument), shared)
        return BuiltinSite(name: site.name, base: converted, basePlace: nil, type: site.type, arguments: site.arguments,
                           expected: site.expected, range: site.range, nameRange: site.nameRange)
    }
}
