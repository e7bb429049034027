// A Substring goes wherever Swift takes any StringProtocol or Sequence: String(_:), Int(_:),
// Double(_:), +, ==, +=, append(contentsOf:), Set(_:), joined, interpolation.
let s = "Hello, shape book"
let words = s.split(separator: " ")
let sub = s.prefix(5)
print(String(sub), Int("42".prefix(2)) ?? 0, Double("3.5x".prefix(3)) ?? 0)
print(sub == "Hello", sub + "!", "x" + sub, sub.count, "\(sub)")
print(words.map(String.init), words.map { String($0) }, words.joined(separator: "-"))
print(sub.hasPrefix("He"), sub.contains("l"), sub.uppercased(), sub.lowercased())
print(Set(words).count, words.contains("shape"))
var out = ""
out += sub
out.append(contentsOf: sub)
print(out)
func f(_ x: Substring) -> Int { x.count }
print(f(sub), f(s.dropFirst(0)))
print(String(s.reversed()), String(s.dropFirst(7).prefix(5)), s.starts(with: "Hell"), sub.starts(with: "He"))
print("a,b;c".split(whereSeparator: { $0 == "," || $0 == ";" }), "a,b".split { $0 == "," }.map(String.init))

// expect: Hello 42 3.5
// expect: true Hello! xHello 5 Hello
// expect: ["Hello,", "shape", "book"] ["Hello,", "shape", "book"] Hello,-shape-book
// expect: true true HELLO hello
// expect: 3 true
// expect: HelloHello
// expect: 5 17
// expect: koob epahs ,olleH shape true true
// expect: ["a", "b", "c"] ["a", "b"]
