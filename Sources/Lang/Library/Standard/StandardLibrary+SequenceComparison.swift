extension StandardLibrary {
    /// Members that compare a sequence with another element by element, and the index and
    /// removal members of `Array` that take a count.
    static let sequenceComparison: [Builtin] = [
        Builtin("Sequence", "func starts<S: Sequence>(with possiblePrefix: S) -> Bool",
                "Whether the sequence begins with the elements of `possiblePrefix`.", sample: "(with: [\"a\"])",
                matchesLabels: true) { $0.elementwiseRule($1) },
        Builtin("Sequence", "func elementsEqual<S: Sequence>(_ other: S) -> Bool",
                "Whether the sequence and `other` have the same elements in the same order.", sample: "([\"a\"])",
                matchesLabels: true) { $0.elementwiseRule($1) },
        Builtin("Array", "func distance(from start: Int, to end: Int) -> Int", "The number of positions from `start` to `end`.",
                sample: "(from: 0, to: 1)", matchesLabels: true) { $0.distanceRule($1) },
        Builtin("Array", "mutating func removeFirst(_ k: Int)", "Removes the first `k` elements (an error when there are fewer).",
                sample: "(1)", matchesLabels: true) { $0.removeCountRule($1) },
        Builtin("Array", "mutating func removeLast(_ k: Int)", "Removes the last `k` elements (an error when there are fewer).",
                sample: "(1)", matchesLabels: true) { $0.removeCountRule($1) },
    ]
}
