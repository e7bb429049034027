/// Generic parameters constrained to `Sequence` or `Collection` (`func f<C: Collection>(_ c: C)`):
/// their `Element` (`C.Element`, a parameter of its own that `where` clauses constrain or fix),
/// and the standard library's sequence members on their values, which are the standard
/// collections at run time and are read as the slice of their elements.
extension Checker {
    /// Whether `parameter` is constrained to `StringProtocol`, whose values a generic body reads
    /// as text, by `String.Index`.
    func isTextParameter(_ parameter: TypeParameter) -> Bool {
        guard let text = builtinProtocol("StringProtocol") else { return false }
        return parameter.constraints.contains { $0 === text }
    }

    /// `parameter.Element` when the parameter is a sequence, made on first use; else nil.
    func genericElement(_ parameter: TypeParameter) -> SwiftType? {
        // `C.Indices`'s elements are `C.Index`, which a generic body reads as Int.
        if let element = parameter.element { return element.substituting(collectionIndexView) }
        if isTextParameter(parameter) {
            parameter.element = .character
            return .character
        }
        guard let sequence = builtinProtocol("Sequence"),
              parameter.constraints.contains(where: { environment.conformances.conforms($0, to: sequence) }) else { return nil }
        let element = SwiftType.generic(TypeParameter(name: "\(parameter.name).Element"))
        parameter.element = element
        return element
    }

    /// `where S.Element == T` (either way round): fixes the sequence parameter's element to `T`;
    /// `where C1.Item == C2.Item`: the two associated types become one parameter, with the
    /// constraints of both.
    func sameElementType(_ left: TypeExpr, _ right: TypeExpr, parameters: [TypeParameter]) {
        let (leftType, rightType) = (resolveType(left), resolveType(right))
        fixAssociatedType(leftType, to: rightType, parameters: parameters)
        fixAssociatedType(rightType, to: leftType, parameters: parameters)
        for parameter in parameters {
            guard let element = parameter.element else { continue }
            if element == leftType { parameter.element = rightType } else if element == rightType { parameter.element = leftType }
        }
        guard case .generic(let kept) = leftType, case .generic(let merged) = rightType, kept !== merged else { return }
        for parameter in parameters {
            for (name, member) in parameter.associatedTypes where member === merged { parameter.associatedTypes[name] = kept }
        }
        kept.constraints.append(contentsOf: merged.constraints.filter { constraint in !kept.constraints.contains { $0 === constraint } })
    }

    /// Binds each sequence parameter's element to the element of the type the call binds the
    /// parameter to, and checks the element's constraints (`where C.Element: Equatable`) and
    /// fixed type (`where S.Element == Int`) as swiftc does.
    func bindGenericElements(_ generics: [TypeParameter], in substitution: inout [TypeParameter: SwiftType],
                             function: String, kind: String = "global function", range: SourceRange) {
        for parameter in generics {
            // A type that does not conform is reported as such, not by its elements.
            guard let bound = substitution[parameter], bound != .error, let element = parameter.element,
                  let actual = sequenceElement(bound) ?? userSequenceElement(bound),
                  parameter.constraints.allSatisfy({ environment.conformances.conforms(bound, to: $0) }) else { continue }
            guard case .generic(let elementParameter) = element else {
                if actual != element, actual != .error {
                    error("\(kind) '\(function)' requires the types '\(actual)' and '\(element)' be equivalent", range)
                }
                continue
            }
            if substitution[elementParameter] == nil { substitution[elementParameter] = actual }
            for constraint in elementParameter.constraints where !environment.conformances.conforms(actual, to: constraint) {
                error("\(kind) '\(function)' requires that '\(actual)' \(requirementWording(constraint))", range)
            }
        }
    }

    /// A value of a sequence parameter's type as the array of its elements (a `StringProtocol`
    /// parameter's as a String), for the standard library's members; nil for any other value.
    func genericSequenceElements(_ typed: Typed, line: Int) -> Typed? {
        if let elements = sequenceProtocolSelfElements(typed, line: line) { return elements }
        guard case .generic(let parameter) = typed.type, let element = genericElement(parameter) else { return nil }
        if isTextParameter(parameter) {
            // A `T: StringProtocol` has String's members (`x.count`, `x.uppercased()`), read as its
            // text; a Substring's as it is, as a Substring reaches String's members, so that its
            // indices stay its base's.
            return Typed(Unary(typed.node, line: line) { value, _ in
                let text = value.unboxed
                return text.stringValue != nil ? text : .string("")
            }, .string)
        }
        return elementsView(typed, element, line: line)
    }

    /// A sequence value as an `ArraySlice` of its elements that starts at the value's first
    /// index, so that its positions are the value's own: an integer range's are its values, a
    /// slice's and a Substring's its base's, a String's its Character offsets, the rest from 0.
    /// A `MutableCollection`'s is an array, whose mutating members change the value in its place.
    /// A program's own sequence passed for the parameter is drawn through its `makeIterator()` and
    /// `next()` (`GenericSequenceElements`).
    func elementsView(_ typed: Typed, _ element: SwiftType, line: Int) -> Typed {
        let mutable = isMutableCollection(typed.type)
        return Typed(GenericSequenceElements(typed.node, asSlice: !mutable, line: line),
                     mutable ? .array(element) : .arraySlice(element))
    }

    /// Whether `type` is a generic parameter constrained to `MutableCollection` or the `Self` of
    /// its extension, whose values (arrays at run time) the standard library's mutating members
    /// change in place (`swapAt`).
    func isMutableCollection(_ type: SwiftType) -> Bool {
        switch type {
        case .generic: return conforms(type, toBuiltin: "MutableCollection")
        case .nominal(let decl, _) where isBuiltinSequenceProtocol(decl): return conforms(type, toBuiltin: "MutableCollection")
        default: return false
        }
    }

    /// The type the number nodes (`NumberNodes`) are chosen by for a value of `type`: `type`
    /// itself, but no number (`.error`) for `Int` in a body that reads a collection's `C.Index`
    /// (or, in a `Collection` extension, `Index`) as an Int, where an Int-typed value may be a
    /// program's own index (`Shelf.Index`), which only the nodes for any value store (and
    /// `WitnessComparison` compares).
    func numberNodeType(_ type: SwiftType) -> SwiftType {
        guard type == .int else { return type }
        if collectionIndexView.values.contains(.int) { return .error }
        var current: FunctionContext? = context
        var hops = 0
        while let function = current, hops < 1000 {
            if case .nominal(let decl, _)? = function.selfType, isBuiltinSequenceProtocol(decl) { return .error }
            current = function.parent
            hops += 1
        }
        return type
    }

    /// The `MutableCollection` defaults a program's own conformer gets, which change it through
    /// its subscript's setter (OwnMutableCollection) rather than as an array.
    static let ownMutableDefaults: Set<String> = ["swapAt", "reverse", "sort", "partition", "shuffle"]

    /// Whether `name` called on a value of `type` is one of the `MutableCollection` defaults of a
    /// program's own conformer (so the call changes the value in its place).
    func isOwnMutableDefault(_ type: SwiftType, _ name: String) -> Bool {
        guard case .nominal(let decl, _) = type, !decl.isBuiltin, Self.ownMutableDefaults.contains(name) else { return false }
        return conforms(type, toBuiltin: "MutableCollection")
    }

    /// An error in swiftc's words when a program's own `MutableCollection`, or a generic one (a
    /// parameter, or `Self` in an extension), lacks the protocol a default needs (`reverse()` a
    /// `BidirectionalCollection`, `sort` and `shuffle` a `RandomAccessCollection`).
    func rejectsOwnMutableDefault(_ type: SwiftType, _ name: Identifier, arguments: [Argument]) -> Bool {
        guard isOwnMutableDefault(type, name.name) || (Self.ownMutableDefaults.contains(name.name) && isMutableCollection(type))
        else { return false }
        let needed: String
        switch name.name {
        case "reverse": needed = "BidirectionalCollection"
        case "sort", "shuffle": needed = "RandomAccessCollection"
        default: return false
        }
        if conforms(type, toBuiltin: needed) { return false }
        let labels = arguments.map { ($0.label?.name ?? "_") + ":" }.joined()
        error("referencing instance method '\(name.name)(\(labels))' on 'MutableCollection' requires that '\(spokenMemberBase(type))' conform to '\(needed)'",
              name.range)
        return true
    }
}

extension Checker {
    /// `S.Iterator` of a sequence parameter: an iterator whose `Element` is the sequence's, so
    /// the older spelling `where S.Iterator.Element == T` constrains what `S.Element` does.
    func sequenceIterator(of parameter: TypeParameter) -> SwiftType? {
        guard let element = genericElement(parameter) else { return nil }
        let iterator = TypeParameter(name: "\(parameter.name).Iterator",
                                     constraints: builtinProtocol("IteratorProtocol").map { [$0] } ?? [])
        iterator.element = element
        parameter.associatedTypes["Iterator"] = iterator
        return .generic(iterator)
    }
}
