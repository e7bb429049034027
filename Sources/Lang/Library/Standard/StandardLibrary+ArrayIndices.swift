extension StandardLibrary {
    /// An array's (and a slice's) positions as a `RandomAccessCollection` has them: its indices
    /// are Ints, so moving one is arithmetic; like Swift's, they are not checked against the
    /// array (a subscript is).
    static let arrayIndices: [Builtin] = [
        Builtin("Array", "func index(after i: Int) -> Int", "The position after `i`: `i + 1`.",
                sample: "(after: 0)", matchesLabels: true) { $0.arrayIndexRule($1) },
        Builtin("Array", "func index(before i: Int) -> Int", "The position before `i`: `i - 1`.",
                sample: "(before: 1)", matchesLabels: true) { $0.arrayIndexRule($1) },
        Builtin("Array", "func index(_ i: Int, offsetBy distance: Int) -> Int", "The position `distance` after `i`.",
                sample: "(0, offsetBy: 1)", matchesLabels: true) { $0.arrayIndexRule($1) },
        Builtin("Array", "func distance(from start: Int, to end: Int) -> Int", "The number of positions from `start` to `end`.",
                sample: "(from: 0, to: 1)", matchesLabels: true) { $0.arrayDistanceRule($1) },
    ]
}
