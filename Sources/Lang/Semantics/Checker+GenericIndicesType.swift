/// `C.Indices` of a parameter constrained to `Collection`: the type of `c.indices` in a generic
/// body, a collection of `C.Index` that steps as `C` does, which a call binds to the bound
/// collection's (`DefaultIndices<String>` for a String, `Range<Int>` for an array or a range).
/// The value is the bound collection's own `indices` (a `DefaultIndices` of a String holds the
/// text's `String.Index`es), so it prints and is typed as swiftc's; the body reads it, as it reads
/// `C`'s values, through its elements.
extension Checker {
    /// `parameter.Indices` for a collection parameter (not a `StringProtocol` one, read as a
    /// String), made on first use; nil otherwise.
    func genericIndices(_ parameter: TypeParameter) -> SwiftType? {
        if let existing = parameter.associatedTypes["Indices"] { return .generic(existing) }
        guard !isTextParameter(parameter), genericCollectionIndex(parameter) != nil,
              let index = parameter.associatedTypes["Index"] else { return nil }
        let indices = indicesParameter(named: "\(parameter.name).Indices", stepping: .generic(parameter), element: .generic(index))
        indices.associatedTypes["Index"] = index
        parameter.associatedTypes["Indices"] = indices
        return .generic(indices)
    }

    /// `Self.Indices` of a `Collection` extension's `Self`, whose body reads `self` by Int
    /// positions: one per protocol, made on first use; nil for any other `Self`.
    func extensionIndices(_ selfType: SwiftType) -> SwiftType? {
        guard case .nominal(let decl, let arguments) = selfType, isBuiltinSequenceProtocol(decl), arguments.count == 2,
              conforms(selfType, toBuiltin: "Collection") else { return nil }
        if let existing = environment.extensionIndices[ObjectIdentifier(decl)] { return existing }
        let indices = SwiftType.generic(indicesParameter(named: "Self.Indices", stepping: selfType, element: .int))
        environment.extensionIndices[ObjectIdentifier(decl)] = indices
        return indices
    }

    /// A collection parameter of `element`s, with the strongest collection protocol `stepping`
    /// has, that is its own `Indices` and `SubSequence`, as Swift's `Indices` is.
    private func indicesParameter(named name: String, stepping: SwiftType, element: SwiftType) -> TypeParameter {
        let kind = ["RandomAccessCollection", "BidirectionalCollection", "Collection"].first { conforms(stepping, toBuiltin: $0) }
        let indices = TypeParameter(name: name, constraints: kind.flatMap(builtinProtocol).map { [$0] } ?? [])
        indices.element = element
        indices.associatedTypes["Indices"] = indices
        indices.associatedTypes["SubSequence"] = indices
        return indices
    }

    /// The `Indices` a call binds when it binds a collection parameter to `bound`: `Range<Int>`
    /// for an array, a slice or a `Range<Int>`, a `DefaultIndices` of the rest of the standard
    /// collections; nil for others (a program's collection's comes from its conformance).
    func boundIndices(_ bound: SwiftType) -> SwiftType? {
        switch bound {
        case .array, .arraySlice, .range(.int, closed: false): return .range(.int, closed: false)
        case .string, .substring, .set, .dictionary, .range(.int, closed: true):
            return libraryWrapperDecl("DefaultIndices") { LazySequenceValue.kind(of: $0) == .indices }.map { .nominal($0, [bound]) }
        case .generic(let parameter): return genericIndices(parameter)
        default: return ownCollectionDefault(bound, name: "Indices", member: "indices", wrapper: "DefaultIndices", kind: .indices)
        }
    }

    /// A program's own collection's `Indices` or `SubSequence` when it declares none (no typealias
    /// and no `member` of its own): swiftc's default, `DefaultIndices<Ring>` or `Slice<Ring>`; nil
    /// for any other type.
    func ownCollectionDefault(_ bound: SwiftType, name: String, member: String, wrapper: String,
                              kind: LazySequenceValue.Kind) -> SwiftType? {
        guard case .nominal(let decl, _) = bound, !decl.isBuiltin, decl.kind != .protocol, LazySequenceValue.kind(of: decl) == nil,
              decl.fixedAssociatedTypes[name] == nil, lookupMembers(member, in: decl) == nil,
              conforms(bound, toBuiltin: "Collection") else { return nil }
        return libraryWrapperDecl(wrapper) { LazySequenceValue.kind(of: $0) == kind }.map { .nominal($0, [bound]) }
    }

    /// `indices` of a collection parameter's value or of a `Collection` extension's `self`,
    /// typed `C.Indices`; nil for any other member or receiver.
    func genericIndicesMember(_ base: Typed, name: String, line: Int) -> Typed? {
        guard name == "indices" else { return nil }
        let type: SwiftType
        if case .generic(let parameter) = base.type, let indices = genericIndices(parameter) {
            type = indices
        } else if let indices = extensionIndices(base.type) {
            type = indices
        } else {
            return nil
        }
        guard let elements = genericSequenceElements(base, line: line), let view = elements.node as? GenericSequenceElements else { return nil }
        let decl: NominalDecl?
        if case .type(.nominal(let found, _))? = lookup("DefaultIndices"), LazySequenceValue.kind(of: found) == .indices {
            decl = found
        } else {
            decl = nil
        }
        return Typed(GenericIndicesValue(view, defaultIndices: decl), type)
    }
}

/// `c.indices` of a generic parameter's value: the bound collection's own, as `indices` outside
/// the body gives them: a `Range<Int>` of an array's, a slice's or a range's positions, a
/// `DefaultIndices` of a String, Substring, Set, Dictionary or `ClosedRange<Int>`; any other
/// value's (a lazy map's, a program's sequence's) the range of the positions the body reads it by.
final class GenericIndicesValue: Expression {
    let view: GenericSequenceElements
    /// The library's `DefaultIndices`; nil where no call bound a type that needs it.
    let defaultIndices: NominalDecl?

    init(_ view: GenericSequenceElements, defaultIndices: NominalDecl?) {
        self.view = view
        self.defaultIndices = defaultIndices
        super.init(line: view.line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let value = try view.sequence.evaluate(frame, interpreter).unboxed
        switch value {
        case .string, .substring, .set, .dictionary, .range(.int, .int, closed: true):
            // Its bounds are element offsets, as `indices` outside a generic body makes them.
            guard let defaultIndices else {
                return value.stringValue != nil ? try Checker.textIndices(value, interpreter, line: line) : value
            }
            return .structValue(defaultIndices, [value, .int(0), .int(try Checker.elementCount(value, line: line))])
        default:
            // A lazy filter's are its kept base positions (GenericIndexBase+BasePositions.swift).
            if try GenericIndexBase.keepsBasePositions(value, interpreter, line: line) {
                return .array(try GenericIndexBase.keptPositions(of: value, interpreter, line: line))
            }
            // A program's own collection's are its own indices (GenericIndexBase+OwnCollections.swift).
            if GenericIndexBase.isOwnCollection(value, interpreter) {
                return .array(try GenericIndexBase.ownIndices(of: value, interpreter, line: line))
            }
            let extent = try GenericIndexBase(view, reading: .extent).extent(of: value, interpreter)
            let start = Checker.startOffset(of: extent)
            return .range(.int(start), .int(start + (try Checker.elementCount(extent, line: line))), closed: false)
        }
    }
}
