// A String.Index counts UTF-8 bytes, not Characters: "é" is two bytes, "😀" four, so the
// indices of "héllo" and "a😀b" jump; distance(from:to:) still counts Characters.
let h = "héllo"
print(h.firstIndex(of: "l")!, h.endIndex)
print(Array(h.indices))
print(h.distance(from: h.startIndex, to: h.endIndex), h.count, h.utf8.count)
let e = "a😀b"
print(e.firstIndex(of: "b")!, e.index(after: e.startIndex), e.endIndex)
print(Array(e.indices))
let c = "e\u{301}x"
print(Array(c.indices), c.count)
let sub = h.dropFirst(2)
print(sub, sub.startIndex, sub.endIndex, sub.firstIndex(of: "o")!)
print(h[h.index(after: h.startIndex)], h[h.firstIndex(of: "l")!...])
let mid = h.index(h.startIndex, offsetBy: 2)
print(mid, h[..<mid], h[mid...], h[h.startIndex...mid])
print(h.split(separator: "l").map { $0.startIndex })
print(h.prefix(upTo: mid), h.suffix(from: mid), h.prefix(through: mid))
var w = "naïve café"
w.insert("!", at: w.endIndex)
w.insert(contentsOf: "--", at: w.firstIndex(of: "c")!)
print(w, w.firstIndex(of: "!")!)
print(h.index(h.endIndex, offsetBy: -2), h.index(mid, offsetBy: -1))
print(h.index(h.startIndex, offsetBy: 3, limitedBy: mid) as Any)

// expect: 3[utf8] 6[utf8]
// expect: [0[any], 1[utf8], 3[utf8], 4[utf8], 5[utf8]]
// expect: 5 5 6
// expect: 5[utf8] 1[utf8] 6[utf8]
// expect: [0[any], 1[utf8], 5[utf8]]
// expect: [0[any], 3[utf8]] 2
// expect: llo 3[utf8] 6[utf8] 5[utf8]
// expect: é llo
// expect: 3[utf8] hé llo hél
// expect: [0[any], 5[utf8]]
// expect: hé llo hél
// expect: naïve --café! 14[utf8]
// expect: 4[utf8] 1[utf8]
// expect: nil
