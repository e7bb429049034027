// Substring's initialisers: of a String, a literal, a Substring, characters, a repeated character.
let text = "3.5"
let whole = Substring(text)
let literal = Substring("lit")
let sliced = Substring(text[...])
print(whole, literal, sliced, type(of: whole), whole.count)
print(Double(Substring(text)) ?? 0, String(Double(Substring(text)) ?? 0))
print(Int(Substring("12")) ?? -1, Substring(text).uppercased(), Substring(text) == "3.5")
let empty = Substring()
print(empty.isEmpty, "[\(empty)]")
print(Substring(repeating: "z", count: 3), Substring(["h", "i"]), Substring(text.reversed()))
let word = "shapebook"
let tail = word.dropFirst(5)
let copy = Substring(tail)
print(copy, copy.startIndex == tail.startIndex, word.distance(from: word.startIndex, to: copy.startIndex))
let nested = Substring(Substring(Substring(word)))
print(nested, nested.hasPrefix("shape"), String(nested.prefix(3)))
func first(_ s: Substring) -> Character? { s.first }
print(first(Substring(word)) ?? "-", first(Substring(word.suffix(4))) ?? "-")
let opened = Double(Substring(text[...])).map { String($0) } ?? "none"
print(opened, Substring(text).hasSuffix(".5"))

// expect: 3.5 lit 3.5 Substring 3
// expect: 3.5 3.5
// expect: 12 3.5 true
// expect: true []
// expect: zzz hi 5.3
// expect: book true 5
// expect: shapebook true sha
// expect: s b
// expect: 3.5 true
