// A Slice checks its own bounds: the base's first index is outside dropFirst(1).
let set: Set<Int> = [4, 5]
let sl = set.dropFirst(1)
print(sl.count)
print(sl[set.startIndex] > 0)

// expect: 1
// expect runtime error: Index out of bounds
