// A StringProtocol generic's SubSequence is a Substring; a string's utf8 and utf16 code units.
func firstWord<T: StringProtocol>(_ s: T) -> T.SubSequence {
    if let i = s.firstIndex(of: " ") { return s[..<i] }
    return s[...]
}
let w = firstWord("hello world")
print(w, type(of: w))
let w2 = firstWord("ab cd".dropFirst(0))
print(w2, type(of: w2))
func tail<T: StringProtocol>(_ s: T) -> T.SubSequence { s.dropFirst() }
print(tail("xyz"))
let s = "héllo"
print(s.utf8.count, s.utf16.count)
print(s.utf8.first!, s.utf16.first!)
print(s.utf8.map { $0 })
print(Array(s.utf8))
print(Array(s.utf16))
print(s.utf8.indices.count, s.utf16.indices.count)
print(s.utf8.last!, s.utf8.contains(195), s.utf16.contains(233))
for b in "ab".utf8 { print(b) }
let u: [UInt8] = Array("hi".utf8)
print(u)
print("é".utf16.map { Int($0) }.reduce(0, +))
print(s.utf8.reduce(0) { $0 + Int($1) })
print("👋🏽".utf16.count, "👋🏽".utf8.count, "👋🏽".count)

// expect: hello Substring
// expect: ab Substring
// expect: yz
// expect: 6 5
// expect: 104 104
// expect: [104, 195, 169, 108, 108, 111]
// expect: [104, 195, 169, 108, 108, 111]
// expect: [104, 233, 108, 108, 111]
// expect: 6 5
// expect: 111 true true
// expect: 97
// expect: 98
// expect: [104, 105]
// expect: 233
// expect: 795
// expect: 4 8 1
