extension StandardLibrary {
    /// Collection members that cut at an index: the method forms of `c[i...]`, `c[..<i]` and `c[...i]`.
    static let indexCuts: [Builtin] = [
        Builtin("Collection", "func suffix(from start: Index) -> SubSequence",
                "The elements from `start` to the end (`c[start...]`).", sample: "(from: 0)", matchesLabels: true) { $0.indexCutRule($1) },
        Builtin("Collection", "func prefix(upTo end: Index) -> SubSequence",
                "The elements before `end` (`c[..<end]`).", sample: "(upTo: 0)", matchesLabels: true) { $0.indexCutRule($1) },
        Builtin("Collection", "func prefix(through position: Index) -> SubSequence",
                "The elements up to and including `position` (`c[...position]`).", sample: "(through: 0)",
                matchesLabels: true) { $0.indexCutRule($1) },
    ]
}
