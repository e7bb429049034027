extension Prelude {
    /// Foundation's three-way comparison of strings: `ComparisonResult` and the `compare` family.
    static let comparison = #"""
    /// How two values are ordered, as Foundation's comparisons answer.
    enum ComparisonResult: Int {
        /// The first value comes before the second.
        case orderedAscending = -1
        /// The values are ordered alike.
        case orderedSame = 0
        /// The first value comes after the second.
        case orderedDescending = 1
    }

    extension String {
        /// How the string is ordered against `other`, character by character (as `<` orders them).
        func compare(_ other: String) -> ComparisonResult {
            if self < other { return .orderedAscending }
            return self == other ? .orderedSame : .orderedDescending
        }

        /// How the string is ordered against `other` with case ignored (`"Apple"` and `"apple"` are the same).
        func caseInsensitiveCompare(_ other: String) -> ComparisonResult {
            lowercased().compare(other.lowercased())
        }

        /// How the string is ordered against `other` as a dictionary orders words: by letter with
        /// case ignored, then lowercase before uppercase.
        func localizedCompare(_ other: String) -> ComparisonResult {
            let folded = caseInsensitiveCompare(other)
            return folded == .orderedSame ? other.compare(self) : folded
        }

        /// How the string is ordered against `other` as a dictionary orders words, case ignored.
        func localizedCaseInsensitiveCompare(_ other: String) -> ComparisonResult {
            caseInsensitiveCompare(other)
        }
    }
    """#
}
