// `s[...]` and `xs[...]` (UnboundedRange) give the whole Substring or ArraySlice; a String's indices walk its characters.
let s = "hello"
print(s[...], type(of: s[...]), s[...].startIndex == s.startIndex)
let xs = [1, 2, 3]
print(xs[...], type(of: xs[...]), xs[1...][...].startIndex)
for i in s.indices { print(s[i], terminator: ",") }
print()
print(s.indices.count, s.dropFirst(2).indices.map { s.distance(from: s.startIndex, to: $0) })
let sub = s.dropFirst()
print(sub[...], sub[...].startIndex == sub.startIndex)

// expect: hello Substring true
// expect: [1, 2, 3] ArraySlice<Int> 1
// expect: h,e,l,l,o,
// expect: 5 [2, 3, 4]
// expect: ello true
