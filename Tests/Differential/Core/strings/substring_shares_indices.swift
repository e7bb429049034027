// A Substring shares its base's indices: its startIndex is the base's position where it was cut, and indices move between them.
let s = "hello, world"
let sub = s.dropFirst(2)
print(sub[sub.startIndex], sub.startIndex == s.index(s.startIndex, offsetBy: 2))
print(s.distance(from: s.startIndex, to: sub.startIndex), sub.distance(from: sub.startIndex, to: sub.endIndex))
print(s[sub.startIndex], sub.endIndex == s.endIndex)
let i = sub.index(after: sub.startIndex)
print(sub[i], s[i], sub[sub.index(sub.startIndex, offsetBy: 3)...])
if let comma = sub.firstIndex(of: ",") {
    print(s[comma], sub[..<comma], s.distance(from: s.startIndex, to: comma))
}
if let o = sub.lastIndex(of: "o") { print(s.distance(from: s.startIndex, to: o)) }
let inner = sub.dropFirst(3).dropLast(2)
print(inner, s.distance(from: s.startIndex, to: inner.startIndex), s.distance(from: s.startIndex, to: inner.endIndex))
print(sub.suffix(3), s.distance(from: s.startIndex, to: sub.suffix(3).startIndex))
print(sub.prefix(upTo: sub.index(sub.startIndex, offsetBy: 2)), sub.suffix(from: sub.index(sub.startIndex, offsetBy: 2)))
let t = s[s.index(s.startIndex, offsetBy: 7)...]
print(t, t.startIndex == s.index(s.startIndex, offsetBy: 7), t.prefix(2).startIndex == t.startIndex)
let words = s.split(separator: " ")
print(s.distance(from: s.startIndex, to: words[1].startIndex), s[words[1].startIndex])
let rest = s.drop(while: { $0 != "w" })
print(rest, s.distance(from: s.startIndex, to: rest.startIndex))
let pieces = s.split(whereSeparator: { $0 == "o" })
print(pieces.map { s.distance(from: s.startIndex, to: $0.startIndex) })
print(String(sub) == "llo, world", sub == "llo, world", sub < "m", sub + "!", type(of: sub + "!"))

// expect: l true
// expect: 2 10
// expect: l true
// expect: l l , world
// expect: , llo 5
// expect: 8
// expect: , wor 5 10
// expect: rld 9
// expect: ll o, world
// expect: world true true
// expect: 7 w
// expect: world 7
// expect: [0, 5, 9]
// expect: true true true llo, world! Substring
