/// `FlattenSequence` (Prelude+Flatten), the value `[[1, 2], [3]].joined()` is: the checker reads
/// it as a collection of its base's elements' elements (`Checker.sequenceElement`,
/// `Checker.flattenSequenceElements`), and `Sequences.elements` walks it as their concatenation.
enum FlattenSequenceValue {
    /// Whether `decl` is the library's `FlattenSequence` (not a type of the program's so named).
    static func isFlattenSequence(_ decl: NominalDecl) -> Bool {
        decl.name == "FlattenSequence" && decl.module == "Swift" && decl.parent == nil
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
