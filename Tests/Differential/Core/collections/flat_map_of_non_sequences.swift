// Sequence's deprecated `flatMap` whose transform gives no sequence is `compactMap` (swiftc
// warns, and runs it): a non-optional result is kept, a nil one left out.
print([1, 2].flatMap { $0 + 1 })
print(["1", "x", "3"].flatMap { Int($0) })
print([[1], [2, 3]].flatMap { $0 })
print([1, 2, 3].flatMap { $0 > 1 ? [$0, $0] : nil })

// expect: [2, 3]
// expect: [1, 3]
// expect: [1, 2, 3]
// expect: [[2, 2], [3, 3]]
