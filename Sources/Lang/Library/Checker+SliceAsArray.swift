/// The cuts of a Set, a Dictionary or a ClosedRange are `Slice`s in Swift (`Slice<Set<Int>>`),
/// which Lang keeps as arrays: where the context wants an array, swiftc finds no cut that gives one.
extension Checker {
    /// Reports `let a: [Int] = set.dropFirst()` (also `prefix`, and for a ClosedRange, whose
    /// Sequence `suffix`/`dropLast` give arrays, those only where no array is wanted) in swiftc's
    /// words; true when reported.
    func rejectSliceAsArray(_ site: BuiltinSite, _ base: Typed, element: SwiftType) -> Bool {
        switch base.type {
        case .set, .dictionary, .range(_, closed: true): break
        default: return false
        }
        guard site.arguments.count <= 1, site.expected?.unwrappingOptionals == .array(element) else { return false }
        error("no '\(site.name)' candidates produce the expected contextual result type '\(SwiftType.array(element))'", site.nameRange ?? site.range)
        return true
    }
}
