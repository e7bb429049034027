extension StandardLibrary {
    /// Iterating a standard sequence by hand.
    static let iterators: [Builtin] = [
        Builtin("Sequence", "func makeIterator() -> IndexingIterator<Self>",
                "An iterator over the elements, in order: its `next()` returns each, then nil.", sample: "()") { $0.makeIteratorRule($1) },
    ]
}

extension Checker {
    /// `makeIterator()` of an array, set, dictionary, range or string: the prelude's
    /// `IndexingIterator` over its elements.
    func makeIteratorRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, let element = sequenceElement(base.type), site.arguments.isEmpty,
              case .type(.nominal(let decl, _))? = lookup("IndexingIterator") else { return nil }
        return sequenceCall(site, .nominal(decl, [element]), []) { values, _, line in
            .structValue(decl, [.array(try Sequences.elements(of: values[0], line: line)), .int(0)])
        }
    }

    /// The generic arguments of a written `IndexingIterator<[T]>`: Swift's is generic over the
    /// collection, the prelude's over its elements (what `makeIterator()` makes), so the
    /// collection `[T]` is read as its element `T`. Any other type's arguments are as written.
    func indexingIteratorArguments(_ decl: NominalDecl, _ arguments: [SwiftType]) -> [SwiftType] {
        guard decl.name == "IndexingIterator", decl.module == "Swift", arguments.count == 1,
              let element = sequenceElement(arguments[0]) else { return arguments }
        return [element]
    }
}
