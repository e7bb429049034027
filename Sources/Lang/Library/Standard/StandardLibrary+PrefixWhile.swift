extension StandardLibrary {
    /// Sequence members that cut at the first element failing (or matching) a predicate, and an
    /// array's split at a separator element.
    static let prefixWhile: [Builtin] = [
        Builtin("Sequence", "func prefix(while predicate: (Element) throws -> Bool) rethrows -> SubSequence",
                "The leading elements that satisfy `predicate`.", sample: "(while: { $0 == \"a\" })",
                matchesLabels: true, declaredIn: ["Sequence", "Collection"]) { $0.prefixWhileRule($1) },
        Builtin("Sequence", "func drop(while predicate: (Element) throws -> Bool) rethrows -> SubSequence",
                "The elements after the leading ones that satisfy `predicate`.", sample: "(while: { $0 == \"a\" })",
                matchesLabels: true) { $0.prefixWhileRule($1) },
        Builtin("Sequence", "func split(whereSeparator isSeparator: (Element) throws -> Bool) rethrows -> [SubSequence]",
                "The runs of elements between those that satisfy `isSeparator`, empty runs left out.",
                sample: "(whereSeparator: { $0 == \"a\" })", matchesLabels: true, declaredIn: ["Sequence", "Collection"]) { $0.splitWhereRule($1) },
        Builtin("Array", "func split(separator: Element, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [ArraySlice<Element>]",
                "The runs of elements between those equal to `separator` (of an array or an array slice).",
                sample: "(separator: \"a\")", matchesLabels: true, declaredIn: ["Sequence", "Collection"], where: "Equatable") { $0.arraySplitRule($1) },
    ]
}
