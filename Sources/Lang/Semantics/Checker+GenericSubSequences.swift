/// `C.SubSequence` of a parameter constrained to `Collection`: what its cuts give (`c[i..<j]`,
/// `c.dropFirst()`, `c.prefix(3)`, `c.prefix(upTo: i)`), a parameter of its own with `C`'s
/// `Element` and `Index`, which a call binds to the bound collection's (`Substring` for a String
/// or Substring, `ArraySlice` for an array or slice, `Range<Int>` for a range). The body reads a
/// cut as it reads `C`'s values, through its elements; its value is the collection's own cut
/// (`GenericSubSequenceCut`), so a String's is a Substring with the String's indices.
extension Checker {
    /// The cuts whose result is `SubSequence`.
    static let genericCutNames: Set<String> = ["dropFirst", "dropLast", "prefix", "suffix", "drop", "split"]

    /// `parameter.SubSequence` for a collection parameter (not a `StringProtocol` one, read as a
    /// String), made on first use; nil otherwise.
    func genericSubSequence(_ parameter: TypeParameter) -> SwiftType? {
        if let existing = parameter.associatedTypes["SubSequence"] { return .generic(existing) }
        guard !isTextParameter(parameter), genericCollectionIndex(parameter) != nil, let element = genericElement(parameter),
              let index = parameter.associatedTypes["Index"] else { return nil }
        // The strongest of the collection protocols the parameter has: a cut steps as it does.
        let kind = ["RandomAccessCollection", "BidirectionalCollection", "Collection"].first {
            conforms(.generic(parameter), toBuiltin: $0)
        }
        let sub = TypeParameter(name: "\(parameter.name).SubSequence", constraints: kind.flatMap(builtinProtocol).map { [$0] } ?? [])
        sub.element = element
        sub.associatedTypes["Index"] = index
        sub.associatedTypes["SubSequence"] = sub
        parameter.associatedTypes["SubSequence"] = sub
        return .generic(sub)
    }

    /// The `SubSequence` a call binds when it binds a collection parameter to `bound`; nil for
    /// the collections whose cut Lang does not hold as Swift's type (a Set's `Slice`).
    func boundSubSequence(_ bound: SwiftType) -> SwiftType? {
        switch bound {
        case .string, .substring: return .substring
        case .array(let element), .arraySlice(let element): return .arraySlice(element)
        case .range(.int, closed: false): return bound
        case .set, .dictionary, .range(.int, closed: true):
            // A `Slice` of them, held as its element offsets (Checker+SliceIndices.swift); the
            // library is loaded for it, and the generic body checked again with it.
            return libraryWrapperDecl("Slice") { LazySequenceValue.kind(of: $0) == .slice }.map { .nominal($0, [bound]) }
        case .generic(let parameter): return genericSubSequence(parameter)
        default: return ownCollectionDefault(bound, name: "SubSequence", member: "SubSequence", wrapper: "Slice", kind: .slice)
        }
    }

    /// The library's `Slice`, or nil without the library (or where a program's type hides it):
    /// a body is checked without asking for the library, which a call binding a `Slice` loads.
    func sliceDecl() -> NominalDecl? {
        guard case .type(.nominal(let decl, _))? = lookup("Slice"), LazySequenceValue.kind(of: decl) == .slice else { return nil }
        return decl
    }

    /// A collection parameter's value read for a member that may cut it: its elements read
    /// through `held`, which `genericCutResult`'s node sets to the value; nil for other values
    /// (a `MutableCollection`'s, changed in place, and a `StringProtocol`'s, read as a String).
    func genericCutView(_ base: Typed, line: Int) -> (held: HeldValue, elements: Typed)? {
        guard case .generic(let parameter) = base.type, !isMutableCollection(base.type),
              genericSubSequence(parameter) != nil else { return nil }
        let held = HeldValue(line: line)
        guard let elements = genericSequenceElements(Typed(held, base.type), line: line) else { return nil }
        return (held, elements)
    }

    /// A member `result` of the elements `genericCutView` read `base` as: a cut of them (an
    /// `ArraySlice` of the element), or an array of cuts (`split`), typed `C.SubSequence` and
    /// made the value's own; anything else as it is.
    func genericCutResult(_ result: Typed, of base: Typed, held: HeldValue, line: Int) -> Typed {
        guard case .generic(let parameter) = base.type, let element = genericElement(parameter),
              case .generic(let sub)? = genericSubSequence(parameter) else { return result }
        let type: SwiftType
        switch result.type {
        case .arraySlice(element): type = .generic(sub)
        case .array(.arraySlice(element)): type = .array(.generic(sub))
        default: type = result.type
        }
        let node = GenericSubSequenceCut(base.node, held: held, cut: result.node, makesOwn: type != result.type, slice: sliceDecl(),
                                         line: line)
        return Typed(node, type)
    }
}

/// A cut of a generic collection parameter's value: the library cuts the elements it reads the
/// value as (through `held`, set to the value first), and the cut is made the value's own kind: a
/// String's or Substring's a Substring with the String's indices, a `Range<Int>`'s a range; an
/// array's or slice's is its `ArraySlice` already.
final class GenericSubSequenceCut: Expression {
    let source: Expression
    let held: HeldValue
    let cut: Expression
    let makesOwn: Bool
    /// The library's `Slice`, a Set's, Dictionary's or `ClosedRange<Int>`'s cut.
    let slice: NominalDecl?

    init(_ source: Expression, held: HeldValue, cut: Expression, makesOwn: Bool, slice: NominalDecl?, line: Int) {
        self.source = source
        self.held = held
        self.cut = cut
        self.makesOwn = makesOwn
        self.slice = slice
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let given = try source.evaluate(frame, interpreter)
        let result = try held.holding(given, cut, frame, interpreter)
        return makesOwn ? own(result, of: given.unboxed) : result
    }

    /// The slice of `value`'s elements `cut` (or each of an array of them) as `value`'s own SubSequence.
    private func own(_ cut: Value, of value: Value) -> Value {
        if case .array(let cuts) = cut { return .array(cuts.map { own($0, of: value) }) }
        guard cut.stringValue == nil, case .slice(let items, let start) = cut else { return cut }
        switch value {
        case .string, .substring:
            // The slice's positions count Characters on from the text's first index.
            let lower = Checker.textIndex(value, character: start &- value.textStart)
            let text = String(items.compactMap { item -> Character? in
                if case .character(let character) = item { return character }
                return nil
            })
            return Value.substring(text, from: lower)
        case .range(.int, _, closed: false):
            return .range(.int(start), .int(start &+ items.count), closed: false)
        case .set, .dictionary, .range(_, _, closed: true):
            // The slice's positions are element offsets in the value's order, as a `Slice`'s are.
            guard let slice else { return cut }
            return .structValue(slice, [.int(start), .int(start &+ items.count), value])
        default:
            return cut
        }
    }
}
