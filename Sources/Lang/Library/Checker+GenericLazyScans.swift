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
        guard let element = scannedElement(base.type), !isMutableCollection(base.type),
              let scan = scanKind(name: name, arguments: arguments) else { return nil }
        // The value as given when it holds closures (read by `LazyIterator`), else as the slice
        // of its elements (a program's own sequence drained through its iterator).
        let reader = GenericSequenceElements(base.node, asSlice: true, line: range.line)
        reader.keepsLazyValues = true
        let site = BuiltinSite(name: name.name, base: Typed(reader, base.type), basePlace: nil, type: nil,
                               arguments: arguments, expected: expected, range: range, nameRange: name.range)
        return scan == .scans ? lazyScanRule(site, element: element) : lazyContainsRule(site, element: element)
    }

    /// One of the scanning members above called on a value of a program's own `Sequence` type
    /// (not a collection) or of a stride of a program's type: its iterator is read one `next()` at a time and left where the scan
    /// stops, as Swift's are, so `sequence(first: i) { … }.first { … }` ends on an endless
    /// sequence; nil for other calls, which read the sequence whole.
    func ownSequenceScan(_ base: Typed, name: Identifier, arguments: [Argument], expected: SwiftType?,
                         range: SourceRange) -> Typed? {
        guard let element = userSequence(base.type)?.element ?? programStrideElement(base.type), !hasError(element),
              let scan = scanKind(name: name, arguments: arguments) else { return nil }
        let site = BuiltinSite(name: name.name, base: base, basePlace: nil, type: nil,
                               arguments: arguments, expected: expected, range: range, nameRange: name.range)
        return scan == .scans ? lazyScanRule(site, element: element) : lazyContainsRule(site, element: element)
    }

    /// How a scanning member reads: by a closure (`first(where:)`, `contains(where:)`,
    /// `allSatisfy(_:)`, `forEach(_:)`) or by comparing (`contains(_:)`).
    private enum ScanKind { case scans, compares }

    /// The scan `name` with `arguments` is, or nil for any other call.
    private func scanKind(name: Identifier, arguments: [Argument]) -> ScanKind? {
        guard arguments.count == 1 else { return nil }
        let label = arguments[0].label?.name
        let isClosure: Bool = {
            if case .closure = arguments[0].value.kind { return true }
            return false
        }()
        switch name.name {
        case "first", "contains":
            if label == "where" || (label == nil && isClosure) { return .scans }
            return name.name == "contains" && label == nil ? .compares : nil
        case "allSatisfy", "forEach": return label == nil ? .scans : nil
        default: return nil
        }
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
