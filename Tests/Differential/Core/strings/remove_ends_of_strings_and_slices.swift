// removeFirst, removeLast, popLast and append on a String, a Substring and an ArraySlice held in a var: a slice keeps its base's indices, its start moving on as its first is removed.
var word = "abc"
print(word.removeFirst(), word.removeLast(), word.popLast() ?? "-", word.isEmpty, word.popLast() == nil)
let s = "abcdefgh"
var v = s.dropFirst(2)
v.removeFirst()
print(v, s.distance(from: s.startIndex, to: v.startIndex), v[v.startIndex])
v.removeLast()
print(v, v.popLast()!, v)
v.append("z")
v.append(contentsOf: "yx")
print(v, v.count)
var xs = [1, 2, 3, 4, 5][1...]
xs.removeFirst()
print(xs, xs.startIndex, xs[2])
xs.append(9)
print(xs, xs.endIndex, xs.popLast()!, xs.removeLast(), xs)

// expect: a c b true true
// expect: defgh 3 d
// expect: defg g def
// expect: defzyx 6
// expect: [3, 4, 5] 2 3
// expect: [3, 4, 5, 9] 6 9 5 [3, 4]
