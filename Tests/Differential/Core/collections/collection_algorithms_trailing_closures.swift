// split(maxSplits:omittingEmptySubsequences:), merge(_:) and partition with the closure written
// trailing; partition tests each element once as it swaps from both ends.
let line = [3, -1, 4, -1, -1, 5]
print(line.split(maxSplits: 10, omittingEmptySubsequences: false) { $0 < 0 }.map { Array($0) })
print(line[1...].split(maxSplits: 1) { $0 < 0 })
var d = ["a": 1]
d.merge(["a": 2, "b": 3]) { max($0, $1) }
print(d.sorted { $0.key < $1.key })
var n = [3, 1, 2]
let q = n.partition { x in print("test", x); return x >= 2 }
print(q, n)
var e: [Int] = []
print(e.partition { $0 > 0 }, e)

// expect: [[3], [4], [], [5]]
// expect: [ArraySlice([4]), ArraySlice([-1, 5])]
// expect: [(key: "a", value: 2), (key: "b", value: 3)]
// expect: test 3
// expect: test 2
// expect: test 1
// expect: 1 [1, 3, 2]
// expect: 0 []
