// Swift 5.7's string searches: firstRange(of:) and ranges(of:) give String.Index ranges (a Substring's are its base's), trimmingPrefix(_:) a Substring, contains(_:) takes a Substring too.
let s = "hello world, hello swift"
if let r = s.firstRange(of: "hello") { print(s[r], s.distance(from: s.startIndex, to: r.lowerBound)) }
print(s.firstRange(of: "zzz") == nil)
let sub = s.dropFirst(6)
if let r = sub.firstRange(of: "hello") { print(sub[r], s.distance(from: s.startIndex, to: r.lowerBound), s[r.upperBound...]) }
print(s.ranges(of: "hello").count, "aaaa".ranges(of: "aa").count, "abc".ranges(of: "").count)
print(s.ranges(of: "l").map { s.distance(from: s.startIndex, to: $0.lowerBound) })
print(s.contains("world"), sub.contains("hello"), s.contains(sub), sub.contains(s))
print(s.replacing("hello", with: "bye"))
print(s.trimmingPrefix("hello "), s.trimmingPrefix("world"), sub.trimmingPrefix("world"))
print(s.split(separator: ", "))
print(s.starts(with: "hello"), s.starts(with: "world"))
if let i = s.firstIndex(of: ",") { print(s[..<i], s[s.index(after: i)...]) }
let head = s.startIndex..<s.index(s.startIndex, offsetBy: 5)
print(s[head])
let word = "café"
print(word.firstRange(of: "e\u{301}") != nil, word.contains("e\u{301}"))
let line = "name: Ada"
if let r = line.firstRange(of: ": ") { print(line[..<r.lowerBound] + "=" + line[r.upperBound...]) }

// expect: hello 0
// expect: true
// expect: hello 13  swift
// expect: 2 2 4
// expect: [2, 3, 9, 15, 16]
// expect: true true true false
// expect: bye world, bye swift
// expect: world, hello swift hello world, hello swift , hello swift
// expect: ["hello world", "hello swift"]
// expect: true false
// expect: hello world  hello swift
// expect: hello
// expect: true true
// expect: name=Ada
