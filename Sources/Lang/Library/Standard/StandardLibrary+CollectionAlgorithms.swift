extension StandardLibrary {
    /// The standard library's algorithms on arrays and sequences that take a closure or another
    /// sequence (Checker+CollectionAlgorithms), and the in-place updates of sets and dictionaries
    /// (Checker+SetAndDictionaryUpdates).
    static let collectionAlgorithms: [Builtin] = [
        Builtin("Array", "mutating func partition(by belongsInSecondPartition: (Element) throws -> Bool) rethrows -> Int",
                "Reorders the elements so that those `belongsInSecondPartition` picks come last; the index of the first of them.",
                sample: "(by: { $0 == \"a\" })", matchesLabels: true) { $0.partitionRule($1) },
        Builtin("Array", "mutating func insert<C: Collection>(contentsOf newElements: C, at i: Int) where C.Element == Element",
                "Inserts the elements of `newElements` before offset `i` (0…count).",
                sample: "(contentsOf: [\"c\"], at: 0)", matchesLabels: true) { $0.insertContentsRule($1) },
        // Collection's, as Swift declares it (the separator element's `split` is more specialized).
        Builtin("Sequence",
                "func split(maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true, whereSeparator isSeparator: (Element) throws -> Bool) rethrows -> [SubSequence]",
                "The runs of elements of an array between those that satisfy `isSeparator`, at most `maxSplits` cuts made.",
                sample: "(maxSplits: 1, whereSeparator: { $0 == \"a\" })", matchesLabels: true, declaredIn: ["Sequence", "Collection"]) {
            $0.arraySplitWhereRule($1)
        },
        Builtin("Sequence", "func lexicographicallyPrecedes<S: Sequence>(_ other: S) -> Bool where S.Element == Element",
                "Whether the sequence comes before `other` in dictionary order of the elements (by `<`).",
                sample: "([\"b\"])", matchesLabels: true, where: "Comparable") { $0.elementOrderRule($1) },
        Builtin("Sequence",
                "func lexicographicallyPrecedes<S: Sequence>(_ other: S, by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Bool where S.Element == Element",
                "Whether the sequence comes before `other` in dictionary order, `areInIncreasingOrder` ordering the elements.",
                sample: "([\"b\"], by: { $0 < $1 })", matchesLabels: true) { $0.elementOrderRule($1) },
        Builtin("Sequence",
                "func elementsEqual<S: Sequence>(_ other: S, by areEquivalent: (Element, S.Element) throws -> Bool) rethrows -> Bool",
                "Whether the sequences have as many elements, each pair equivalent by `areEquivalent`.",
                sample: "([\"a\"], by: { $0 == $1 })", matchesLabels: true) { $0.elementOrderRule($1) },
        Builtin("Sequence",
                "func starts<S: Sequence>(with possiblePrefix: S, by areEquivalent: (Element, S.Element) throws -> Bool) rethrows -> Bool",
                "Whether the sequence begins with elements equivalent by `areEquivalent` to those of `possiblePrefix`.",
                sample: "(with: [\"a\"], by: { $0 == $1 })", matchesLabels: true) { $0.elementOrderRule($1) },
        Builtin("Set", "mutating func formUnion<S: Sequence>(_ other: S) where S.Element == Element",
                "Adds the elements of `other`.", sample: "([\"c\"])", matchesLabels: true) { $0.setFormRule($1) },
        Builtin("Set", "mutating func formIntersection<S: Sequence>(_ other: S) where S.Element == Element",
                "Keeps only the elements also in `other`.", sample: "([\"a\"])", matchesLabels: true) { $0.setFormRule($1) },
        Builtin("Set", "mutating func subtract<S: Sequence>(_ other: S) where S.Element == Element",
                "Removes the elements of `other`.", sample: "([\"a\"])", matchesLabels: true) { $0.setFormRule($1) },
        Builtin("Set", "mutating func formSymmetricDifference<S: Sequence>(_ other: S) where S.Element == Element",
                "Keeps the elements in exactly one of the set and `other`.", sample: "([\"a\"])", matchesLabels: true) { $0.setFormRule($1) },
        Builtin("Set", "mutating func update(with newMember: Element) -> Element?",
                "Puts `newMember` in the set; the equal member it replaced, or nil.", sample: "(with: \"a\")", matchesLabels: true) {
            $0.setUpdateRule($1)
        },
        Builtin("Dictionary",
                "mutating func merge(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows",
                "Adds the pairs of `other` (a dictionary or a sequence of pairs); `combine(old, new)` decides a key already there.",
                sample: "([\"a\": 1], uniquingKeysWith: { $1 })", matchesLabels: true) { $0.dictionaryMergeRule($1) },
        Builtin("Dictionary",
                "func merging(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows -> [Key: Value]",
                "The dictionary with the pairs of `other` added; `combine(old, new)` decides a key in both.",
                sample: "([\"a\": 1], uniquingKeysWith: { $1 })", matchesLabels: true) { $0.dictionaryMergeRule($1) },
    ]
}
