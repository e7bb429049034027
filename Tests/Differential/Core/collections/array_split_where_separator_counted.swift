// split(maxSplits:omittingEmptySubsequences:whereSeparator:) of an array: at most maxSplits
// cuts, empty runs kept on request; the pieces keep the array's indices.
let a = [1, 0, 2, 0, 0, 3, 0]
print(a.split(maxSplits: 1, omittingEmptySubsequences: true, whereSeparator: { $0 == 0 }))
print(a.split(maxSplits: 2, omittingEmptySubsequences: false, whereSeparator: { $0 == 0 }))
print(a.split(omittingEmptySubsequences: false, whereSeparator: { $0 == 0 }).map { $0.startIndex })
print(a.split(maxSplits: 0, whereSeparator: { $0 == 0 }))

// expect: [ArraySlice([1]), ArraySlice([2, 0, 0, 3, 0])]
// expect: [ArraySlice([1]), ArraySlice([2]), ArraySlice([0, 3, 0])]
// expect: [0, 2, 4, 5, 7]
// expect: [ArraySlice([1, 0, 2, 0, 0, 3, 0])]
