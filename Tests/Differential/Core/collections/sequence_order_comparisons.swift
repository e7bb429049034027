// lexicographicallyPrecedes (by < or by a closure), elementsEqual(_:by:) and starts(with:by:).
print([1, 2].lexicographicallyPrecedes([1, 3]), [1, 2].lexicographicallyPrecedes([1, 2]))
print([1, 2].lexicographicallyPrecedes([1, 2, 0]), ["b"].lexicographicallyPrecedes(["a", "z"]))
print("abc".lexicographicallyPrecedes("abd"), [3, 1].lexicographicallyPrecedes([2, 9], by: >))
print([1, 2, 3].elementsEqual([10, 20, 30], by: { $0 * 10 == $1 }))
print([1, 2].elementsEqual([1, 2, 3], by: ==), [1, 2, 3].starts(with: [2, 4], by: { $0 * 2 == $1 }))
print([1].starts(with: [1, 2], by: ==), (1...5).starts(with: [1, 2]))

// expect: true false
// expect: true false
// expect: true true
// expect: true
// expect: false true
// expect: false true
