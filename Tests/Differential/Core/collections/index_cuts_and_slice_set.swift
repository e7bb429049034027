// suffix(from:), prefix(upTo:) and prefix(through:) cut at an index as c[i...], c[..<i] and
// c[...i] do; a variable ArraySlice's element is set by its array's index.
let s = "shape,book"
let comma = s.firstIndex(of: ",")!
print(s.suffix(from: s.index(after: comma)), s.prefix(upTo: comma), s.prefix(through: comma), s.suffix(from: s.endIndex).isEmpty)
let a = [3, 1, 4, 1, 5]
print(a.suffix(from: 2), a.prefix(upTo: 2), a.prefix(through: 2), a.suffix(from: 3).startIndex, type(of: a.prefix(upTo: 1)))
var slice = a[1...3]
slice[2] = 20
slice[1] += 5
print(slice, slice.startIndex, a, Array(slice))
var tail = a.dropFirst(2)
tail[4] = tail[2] * 10
print(tail, tail.suffix(from: 3), tail.reduce(0, +))
print(s.prefix(while: { $0 != "," }), s.drop(while: { $0 != "," }), s.contains(where: { $0 == "," }), s.allSatisfy { $0.isLetter })
print(a.dropFirst(), a.dropLast(), a.prefix(while: { $0 > 2 }), a.drop(while: { $0 > 2 }), a.lastIndex(where: { $0 == 1 })!)
print([[1], [2, 3]].joined().map { $0 }, ["a", "b"].joined(), a.starts(with: [3, 1]), s.starts(with: "sha"))

// expect: book shape shape, true
// expect: [4, 1, 5] [3, 1] [3, 1, 4] 3 ArraySlice<Int>
// expect: [6, 20, 1] 1 [3, 1, 4, 1, 5] [6, 20, 1]
// expect: [4, 1, 40] [1, 40] 45
// expect: shape ,book true false
// expect: [1, 4, 1, 5] [3, 1, 4, 1] [3] [1, 4, 1, 5] 3
// expect: [1, 2, 3] ab true true
