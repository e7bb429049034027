extension Checker {
    /// Whether `text` contains `needle`, searched a million characters at a time (each stretch
    /// reaching `needle`'s length into the next, so no match is missed) with a look at the
    /// interrupt flag between stretches: a search of 16 M characters takes most of a second.
    static func search(_ text: String, for needle: String, _ interpreter: Interpreter, line: Int) throws -> Bool {
        let stretch = 1 << 20
        guard text.utf8.count > stretch else { return text.contains(needle) }
        let overlap = needle.count
        var start = text.startIndex
        while start < text.endIndex {
            try interpreter.checkInterrupt(line: line)
            let end = text.index(start, offsetBy: stretch, limitedBy: text.endIndex) ?? text.endIndex
            let reach = text.index(end, offsetBy: overlap, limitedBy: text.endIndex) ?? text.endIndex
            if text[start..<reach].contains(needle) { return true }
            start = end
        }
        return false
    }
}
