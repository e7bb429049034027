// How print shows Bools, ranges, nested collections, characters and type names.
print(true, false, 1..<4, 2...5)
print([[1, 2], [3]], [["a"]], [[String: Int]]())
print(Character("c"), ["c" as Character], "s")
print(Int.self, [Double].self, (Int, String).self)
print((1, (2, 3)), ((1, 2), "x"))
print([1.0, 2.5], [Float(1)])

// expect: true false 1..<4 2...5
// expect: [[1, 2], [3]] [["a"]] []
// expect: c ["c"] s
// expect: Int Array<Double> (Int, String)
// expect: (1, (2, 3)) ((1, 2), "x")
// expect: [1.0, 2.5] [1.0]
