/// The scanning members of a generic sequence parameter (`first(where:)`, `contains(where:)`,
/// `contains(_:)`, `allSatisfy(_:)`, `forEach(_:)` on an `S: Sequence` or a
/// `some Sequence<Int>`): a lazy map or filter passed for the parameter is read one element at a
/// time, stopping where Swift's iteration stops, as Swift's generic code reads it through the sequence's own iterator (and a filter's
/// `contains(_:)` through its own test first). Any other value is read as the slice of its
/// elements, as the parameter's other members read it.
extension Checker {
    /// One of the scanning members above called on a sequence parameter's value; nil for other
    /// calls, which read the value whole (`genericSequenceElements`).
    func genericLazyScan(_ base: Typed, name: Identifier, arguments: [Argument], expected: SwiftType?,
                         range: SourceRange) -> Typed? {
        guard let element = scannedElement(base.type), arguments.count == 1, !isMutableCollection(base.type) else { return nil }
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

    /// The element of a sequence parameter's type (`S: Sequence`, `some Sequence<Int>`, the `Self`
    /// of a `Sequence` extension); nil for other types and for a `StringProtocol` parameter, read
    /// as its text with String's members.
    private func scannedElement(_ type: SwiftType) -> SwiftType? {
        guard case .generic(let parameter) = type else { return sequenceProtocolElement(type) }
        if let text = builtinProtocol("StringProtocol"), parameter.constraints.contains(where: { $0 === text }) { return nil }
        return genericElement(parameter)
    }
}
