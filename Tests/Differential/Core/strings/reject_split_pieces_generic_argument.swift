// Split pieces' `count` passed as a generic function's `[T]`: the context binds T either way,
// so it chooses no `split`, and the two tie.
print("this program must not run")
func total<T>(_ values: [T]) -> Int { values.count }
print(total("draw the ring".split(separator: " ").map { $0.count }))

// expect error: ambiguous use of 'split(separator:maxSplits:omittingEmptySubsequences:)'
