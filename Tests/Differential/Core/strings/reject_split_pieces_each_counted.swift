// `forEach { $0.count }` over split pieces: the closure's whole result is a piece's `count`,
// ArraySlice's own against Substring's default, so the two `split`s tie as for `map`.
print("this program must not run")
func measure(_ text: String) {
    text.split(separator: " ").forEach { $0.count }
}
measure("draw the ring")

// expect error: ambiguous use of 'split(separator:maxSplits:omittingEmptySubsequences:)'
