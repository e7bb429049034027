/// String builtins that walk every character (`count`, `uppercased()`, `lowercased()`,
/// `contains(_:)`), done a megabyte at a time between looks at the interrupt.
///
/// A string may grow to most of the memory budget (gigabytes); on 16 M characters `contains`
/// took 265 ms in a debug build, and the time grows with the length.
extension Interpreter {
    /// About how many UTF-8 bytes of a string are handled between two looks at the interrupt.
    static let stringChunkBytes = 1 << 20

    /// The index of the first Character boundary of `s` at or after `index` where two ASCII
    /// bytes meet (or the end), asking the interrupt on the way.
    ///
    /// Unicode's grapheme rules always break between two ASCII scalars other than CR LF (the
    /// rules that join scalars need one that is not ASCII), so a cut there splits no
    /// Character: the characters of the pieces are the characters of the whole.
    private func asciiBreak(in s: String, atOrAfter index: String.Index) throws -> String.Index {
        let bytes = s.utf8
        var cut = index
        var scanned = 0
        while cut > bytes.startIndex, cut < bytes.endIndex {
            let previous = bytes[bytes.index(before: cut)], next = bytes[cut]
            if previous < 0x80, next < 0x80, !(previous == 0x0D && next == 0x0A) { return cut }
            try checkInterrupt(step: scanned)
            scanned += 1
            bytes.formIndex(after: &cut)
        }
        return cut
    }

    /// `s` cut into pieces of about `stringChunkBytes` bytes (longer where a stretch has no
    /// place to cut), each ending on a Character boundary.
    func characterChunks(of s: String) throws -> [Range<String.Index>] {
        var chunks: [Range<String.Index>] = []
        var start = s.startIndex
        while start < s.endIndex {
            try checkInterrupt()
            let end = try s.utf8.index(start, offsetBy: Self.stringChunkBytes, limitedBy: s.endIndex)
                .map { try asciiBreak(in: s, atOrAfter: $0) } ?? s.endIndex
            chunks.append(start..<end)
            start = end
        }
        return chunks
    }

    /// The number of Characters of `s`.
    func characterCount(of s: String) throws -> Int {
        var count = 0
        for chunk in try characterChunks(of: s) {
            try checkInterrupt()
            count += s[chunk].count
        }
        return count
    }

    /// `s` with each piece mapped by `transform` (`uppercased()`, `lowercased()`: both map
    /// scalar by scalar, so the pieces map as the whole would), charged to the budget.
    func mappingCharacters(of s: String, _ what: String, _ transform: (String) -> String) throws -> String {
        try reserve(s.utf8.count, for: "\(what) of a string of \(s.utf8.count) bytes")
        var result = ""
        for chunk in try characterChunks(of: s) {
            try checkInterrupt()
            result += transform(String(s[chunk]))
        }
        return result
    }

    /// Whether `s` contains `needle`: each piece is searched together with enough of the next
    /// one (up to a Character boundary) to hold a match that starts in it. Characters compare
    /// by canonical equivalence, so a match may be longer than the needle in bytes: the reach
    /// allows four times the needle (canonical decomposition at most triples UTF-8).
    func containsText(_ s: String, _ needle: String) throws -> Bool {
        let overlap = 4 * needle.utf8.count + 16
        guard !needle.isEmpty, overlap < Self.stringChunkBytes else { return s.contains(needle) }
        for chunk in try characterChunks(of: s) {
            try checkInterrupt()
            let reach = s.utf8.index(chunk.upperBound, offsetBy: overlap, limitedBy: s.endIndex)
            let end = try reach.map { try asciiBreak(in: s, atOrAfter: $0) } ?? s.endIndex
            if String(s[chunk.lowerBound..<end]).contains(needle) { return true }
        }
        return false
    }
}
