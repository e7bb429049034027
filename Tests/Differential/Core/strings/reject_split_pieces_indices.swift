// `map { $0.indices }` over split pieces: Range<Int> (ArraySlice's own) or DefaultIndices
// (Substring's), nothing in the context to choose: swiftc names `indices`.
print("this program must not run")
let text = "draw the ring"
print(text.split(separator: " ").map { $0.indices })

// expect error: ambiguous use of 'indices'
