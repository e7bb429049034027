/// `FlattenSequence` and `JoinedSequence` (Prelude+Flatten), the values `[[1, 2], [3]].joined()`
/// and `.joined(separator: [0])` are: the checker reads them as collections of their base's
/// elements' elements (`Checker.sequenceElement`, `Checker.flattenSequenceElements`), and
/// `Sequences.elements` walks them as their concatenation.
enum FlattenSequenceValue {
    /// Whether `decl` is the library's `FlattenSequence` or `JoinedSequence` (not a type of the
    /// program's so named).
    static func isFlattening(_ decl: NominalDecl) -> Bool {
        (decl.name == "FlattenSequence" || decl.name == "JoinedSequence") && decl.module == "Swift" && decl.parent == nil
    }

    /// The elements a `FlattenSequence` or `JoinedSequence` value of these fields stands for.
    static func elements(ofFields fields: [Value], line: Int) throws -> [Value] {
        guard let base = fields.first else { return [] }
        var separator: [Value] = []
        if fields.count > 1, case .structValue(_, let parts) = fields[1].unboxed, let kept = parts.first {
            separator = try Sequences.elements(of: kept, line: line).map(\.unboxed)
        }
        return try elements(of: base, separator: separator, line: line)
    }

    /// The elements of the sequences `base` holds, in order, with `separator`'s elements between
    /// them (`joined(separator:)`).
    /// - Throws: the interrupt, or the array-length limit.
    static func elements(of base: Value, separator: [Value] = [], line: Int) throws -> [Value] {
        var flattened: [Value] = []
        for (index, part) in try Sequences.elements(of: base, line: line).enumerated() {
            try Interpreter.checkInterrupt(step: index, line: line)
            if index > 0 { flattened.append(contentsOf: separator) }
            flattened.append(contentsOf: try Sequences.elements(of: part, line: line))
            try Arithmetic.checkLength(flattened.count, of: "array", line: line)
        }
        return flattened
    }
}
