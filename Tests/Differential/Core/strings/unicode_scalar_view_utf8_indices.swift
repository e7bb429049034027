// The indices of a String's unicodeScalars are String.Indexes too, UTF-8 offsets like the
// string's own: the two views' indices compare equal where they meet, and print alike.
let e = "a😀é"
let u = e.unicodeScalars
print(u.startIndex, u.index(after: u.startIndex), u.endIndex)
print(Array(u.indices))
print(u.firstIndex(of: "é")!, e.firstIndex(of: "é")!)
print(u.firstIndex(of: "é")! == e.firstIndex(of: "é")!)
print(u.index(after: u.startIndex) == e.index(after: e.startIndex))
print(u.index(u.startIndex, offsetBy: 2) > e.index(after: e.startIndex))
let c = "e\u{301}!"
let v = c.unicodeScalars
print(Array(v.indices), Array(c.indices))
print("[\(c[v.index(after: v.startIndex)])]", c[c.index(after: c.startIndex)])
print(v.distance(from: v.startIndex, to: v.endIndex), c.distance(from: c.startIndex, to: c.endIndex))

// expect: 0[any] 1[utf8] 7[utf8]
// expect: [0[any], 1[utf8], 5[utf8]]
// expect: 5[utf8] 5[utf8]
// expect: true
// expect: true
// expect: true
// expect: [0[any], 1[utf8], 3[utf8]] [0[any], 3[utf8]]
// expect: [́] !
// expect: 3 2
