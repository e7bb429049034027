extension StandardLibrary {
    /// Iterating a standard sequence by hand.
    static let iterators: [Builtin] = [
        Builtin("Sequence", "func makeIterator() -> IndexingIterator<Self>",
                "An iterator over the elements, in order: its `next()` returns each, then nil.", sample: "()") { $0.makeIteratorRule($1) },
    ]
}

extension Checker {
    /// `makeIterator()` of an array, set, dictionary, range or string: the prelude's
    /// `IndexingIterator`, generic over the collection as Swift's is (`IndexingIterator<[Int]>`),
    /// holding its elements and the collection (IndexingIteratorText.swift prints it as Swift's).
    func makeIteratorRule(_ site: BuiltinSite) -> Typed? {
        guard let base = site.base, sequenceElement(base.type) != nil, site.arguments.isEmpty,
              case .type(.nominal(let decl, _))? = lookup("IndexingIterator") else { return nil }
        return sequenceCall(site, .nominal(decl, [base.type]), []) { values, _, line in
            .structValue(decl, [.array(try Sequences.elements(of: values[0], line: line)), .int(0), values[0]])
        }
    }
}
