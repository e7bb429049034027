// A Slice of a Set, a Dictionary or a ClosedRange has its base's indices: its startIndex is the
// base's index of its first element, and it subscripts the slice and moves through it.
let set: Set<Int> = [4, 8, 15]
let sl = set.dropFirst(1)
print(sl[sl.startIndex] == set[set.index(after: set.startIndex)], type(of: sl.startIndex))
print(sl.startIndex == set.index(after: set.startIndex), sl.endIndex == set.endIndex)
var i = sl.startIndex
var total = 0
while i != sl.endIndex {
    total += sl[i]
    i = sl.index(after: i)
}
print(total == set.reduce(0, +) - set[set.startIndex], sl.distance(from: sl.startIndex, to: sl.endIndex))
let r = (1...5).dropFirst(1)
print(r[r.startIndex], r[r.index(after: r.startIndex)], r[r.index(r.startIndex, offsetBy: 3)])
print(r.distance(from: r.startIndex, to: r.endIndex))
let d = ["a": 1].prefix(1)
print(d[d.startIndex].key, d[d.startIndex].value)
let head = (10...20).prefix(3)
print(head[head.index(head.startIndex, offsetBy: 2)] == 12 ? "last 12" : "other", head.endIndex == (10...20).index(head.startIndex, offsetBy: 3))

// expect: true Index
// expect: true true
// expect: true 2
// expect: 2 3 5
// expect: 4
// expect: a 1
// expect: last 12 true
