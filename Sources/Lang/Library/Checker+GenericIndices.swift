/// A generic body reads a collection parameter's value as the slice of its elements
/// (`elementsView`), but a String's indices are `String.Index`es there as everywhere else: the
/// body stores them (`var position: C.Index` of a generic type), returns them and takes them from
/// outside. So the members that make or take indices (`startIndex`, `index(after:)`, `c[i]`,
/// `firstIndex(of:)`, `distance(from:to:)`, `c[i..<j]`) read the parameter's value itself
/// (`GenericIndexBase`) and answer text by String's own rules (Checker+StringIndices.swift),
/// any other collection by its elements' slice.
extension Checker {
    /// The node an index member reads its receiver by: a generic parameter's value itself for its
    /// element view (`GenericIndexBase`), whose text keeps its `String.Index`es; else the receiver's.
    func indexBase(_ base: Typed, reading: GenericIndexBase.Reading = .elements) -> Expression {
        guard let view = base.node as? GenericSequenceElements else { return base.node }
        return GenericIndexBase(view, reading: reading)
    }

    /// `site` with its receiver read by `indexBase`, or only for its extent (`reading: .extent`:
    /// `startIndex`, `endIndex`, `count`, `isEmpty`, which draw no elements of a range or array).
    func indexSite(_ site: BuiltinSite, reading: GenericIndexBase.Reading = .elements) -> BuiltinSite {
        guard let base = site.base, let view = base.node as? GenericSequenceElements else { return site }
        return BuiltinSite(name: site.name, base: Typed(GenericIndexBase(view, reading: reading), base.type), basePlace: site.basePlace, type: site.type,
                           arguments: site.arguments, expected: site.expected, range: site.range, nameRange: site.nameRange)
    }

    /// The receiver nodes an Int index rule that reads no receiver adds for a generic parameter's
    /// value, whose text moves its indices as a String does (any other value is not drawn, so
    /// moving an index stays O(1)): none for any other receiver.
    func textIndexReceiver(_ base: Typed) -> [Expression] {
        guard let view = base.node as? GenericSequenceElements else { return [] }
        return [GenericIndexBase(view, reading: .nothing)]
    }

    /// A generic parameter's text cut between two of its `String.Index`es: the Substring, its
    /// `C.SubSequence` (Checker+GenericSubSequences.swift).
    static func textElementSlice(_ text: Value, _ range: Value, closed: Bool, line: Int) throws -> Value {
        try textSlice(text, range, closed: closed, line: line)
    }
}
