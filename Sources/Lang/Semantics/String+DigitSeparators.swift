extension String {
    /// A number literal's text without its `_` digit separators (`1_000_003` → `1000003`).
    /// Filtering the characters keeps Foundation's `replacingOccurrences` (its string bridging
    /// and first-use conformance lookups, about 3% of a `print(1)` process) off every check.
    var withoutDigitSeparators: String {
        contains("_") ? filter { $0 != "_" } : self
    }
}
