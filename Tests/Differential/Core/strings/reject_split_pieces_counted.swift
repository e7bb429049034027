// `text.split(separator:).map { $0.count }`: the pieces may be Substrings or ArraySlices, and
// `count` fits both, so swiftc will not choose a `split`.
print("this program must not run")
let text = "draw the ring"
print(text.split(separator: " ").map { $0.count })

// expect error: ambiguous use of 'split(separator:maxSplits:omittingEmptySubsequences:)'
