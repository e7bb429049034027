// Characters and their classes, initials, indices and slices of a String, interpolation.
import Foundation
let word = "Héllo 42"
for c in word where c.isLetter { print(c, terminator: "") }
print()
print(word.filter(\.isNumber), Array("abc"), Character("a").asciiValue!)
let initials = "swift ui drawing".split(separator: " ").map { $0.prefix(1).uppercased() }.joined()
print(initials, word.lowercased(), word.unicodeScalars.count, word.utf8.count)
let idx = word.firstIndex(of: "l")!
print(word[idx...], word[..<idx], word.dropFirst(2), word.prefix(3))
var s = "abc"
s += "def"
s.append("!")
print(s, s.count, "\(s.count * 2) chars", s.sorted(), "b" < "a")
let n: Int? = nil
print("value: \(n ?? 0), \(String(describing: n))")

// expect: Héllo
// expect: 42 ["a", "b", "c"] 97
// expect: SUD héllo 42 8 9
// expect: llo 42 Hé llo 42 Hél
// expect: abcdef! 7 14 chars ["!", "a", "b", "c", "d", "e", "f"] false
// expect: value: 0, nil
