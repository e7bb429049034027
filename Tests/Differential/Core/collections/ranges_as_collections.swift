// Ranges are collections: map, filter, reduce and count over them.
print((1...5).map { $0 * 2 }, (0..<10).filter { $0 % 3 == 0 })
print((1...100).reduce(0, +), (1..<1).isEmpty, (5...5).count)
print((1...4).reversed().map { $0 })

// expect: [2, 4, 6, 8, 10] [0, 3, 6, 9]
// expect: 5050 true 1
// expect: [4, 3, 2, 1]
