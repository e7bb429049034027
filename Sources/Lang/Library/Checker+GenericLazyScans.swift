/// The scanning members of a generic sequence parameter (`first(where:)`, `contains(where:)`,
/// `contains(_:)`, `allSatisfy(_:)`, `forEach(_:)` on an `S: Sequence`): a lazy
/// map or filter passed for the parameter is read one element at a time, stopping where Swift's
/// iteration stops, as Swift's generic code reads it through the sequence's own iterator (and a filter's
/// `contains(_:)` through its own test first). Any other value is read as the slice of its
/// elements, as the parameter's other members read it.
extension Checker {
    /// One of the scanning members above called on a sequence parameter's value; nil for other
    /// calls, which read the value whole (`genericSequenceElements`).
    func genericLazyScan(_ base: Typed, name: Identifier, arguments: [Argument], expected: SwiftType?,
                         range: SourceRange) -> Typed? {
        guard case .generic(let parameter) = base.type, let element = genericElement(parameter),
              arguments.count == 1, !isStringProtocol(parameter), !isMutableCollection(base.type) else { return nil }
        let label = arguments[0].label?.name
        let isClosure: Bool = {
            if case .closure = arguments[0].value.kind { return true }
            return false
        }()
        let scans: Bool
        switch name.name {
        case "first", "contains": scans = label == "where" || (label == nil && isClosure)
        case "allSatisfy", "forEach": scans = label == nil
        default: scans = false
        }
        let compares = name.name == "contains" && label == nil && !isClosure
        guard scans || compares else { return nil }
        // The value as given when it holds closures (read by `LazyIterator`), else as the slice
        // of its elements (a program's own sequence drained through its iterator).
        let reader = GenericSequenceElements(base.node, asSlice: true, line: range.line)
        reader.keepsLazyValues = true
        let site = BuiltinSite(name: name.name, base: Typed(reader, base.type), basePlace: nil, type: nil,
                               arguments: arguments, expected: expected, range: range, nameRange: name.range)
        return scans ? lazyScanRule(site, element: element) : lazyContainsRule(site, element: element)
    }

    /// Whether the parameter is constrained to `StringProtocol` (read as its text, with String's members).
    private func isStringProtocol(_ parameter: TypeParameter) -> Bool {
        guard let text = builtinProtocol("StringProtocol") else { return false }
        return parameter.constraints.contains { $0 === text }
    }
}
