extension Checker {
    /// `text.uppercased()` or `text.lowercased()`, a million scalars at a time with a look at the
    /// interrupt flag between stretches: lowercasing 16 M characters took most of a second of
    /// CPU in one uninterruptible call (the fuzzer's interrupt waited 1.5 s on a busy machine).
    /// Swift maps case scalar by scalar, without context, so the stretches join to the same string.
    static func caseMapped(_ text: String, upper: Bool, _ interpreter: Interpreter, line: Int) throws -> String {
        let stretch = 1 << 20
        guard text.utf8.count > stretch else { return upper ? text.uppercased() : text.lowercased() }
        let scalars = text.unicodeScalars
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var start = scalars.startIndex
        while start < scalars.endIndex {
            try interpreter.checkInterrupt(line: line)
            let end = scalars.index(start, offsetBy: stretch, limitedBy: scalars.endIndex) ?? scalars.endIndex
            let piece = String(scalars[start..<end])
            result += upper ? piece.uppercased() : piece.lowercased()
            start = end
        }
        return result
    }
}
