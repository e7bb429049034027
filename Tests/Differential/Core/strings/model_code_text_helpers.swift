// String handling in model code: initials and slugs from Character properties, CSV rows parsed with Int(_:), padded columns, counts by Character, scalars in hex.
import Foundation
struct Song: CustomStringConvertible {
    var title: String
    var artist: String
    var description: String { "\(title) – \(artist)" }
    var initials: String { artist.split(separator: " ").compactMap { $0.first }.map(String.init).joined() }
    var slug: String { title.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined() }
}
let songs = [Song(title: "Blue in Green", artist: "Miles Davis"), Song(title: "So What?", artist: "Miles Dewey Davis")]
for s in songs { print(s, s.initials, s.slug) }
print(songs.map(\.title).joined(separator: " / "))
let csv = "title,year\nKind of Blue,1959\nBitches Brew,1970\n"
let rows = csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",") }
print(rows.map { ($0[0], Int($0[1]) ?? 0) }.map { "\($0.0): \($0.1)" })
print(songs.map { $0.title.padding(toLength: 12, withPad: ".", startingAt: 0) + "|" })
let sentence = "  many   spaces here  "
print(sentence.split(separator: " ", omittingEmptySubsequences: false).count, sentence.split(separator: " ").joined(separator: " "))
print(String(sentence.reversed()).trimmingCharacters(in: .whitespaces))
var counts: [Character: Int] = [:]
for ch in "mississippi" { counts[ch, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
print("Hi!".unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }, "abc".unicodeScalars.reduce(0) { $0 + Int($1.value) })
print("ZEBRA".lowercased().sorted(), String("ZEBRA".lowercased().sorted()))
let version = "1.12.3".split(separator: ".").compactMap { Int($0) }
print(version, version.map(String.init).joined(separator: "."))
print("e\u{301}".count, "🇫🇷".count, "🇫🇷".unicodeScalars.count, "👨‍👩‍👧".count)
print(Int("+5") as Any, Int("") as Any, Int("9223372036854775808") as Any, UInt8("256") as Any, Double("1e3") as Any, Double(" 1") as Any)
let block = """
  a\tb
    "quoted" and \"escaped\" \
  joined
  """
print(block)
print(#"\d+"#.count, ##"say "#hi""##, #"sum \#(1 + 2)"#)

// expect: Blue in Green – Miles Davis MD blue-in-green
// expect: So What? – Miles Dewey Davis MDD so-what-
// expect: Blue in Green / So What?
// expect: ["Kind of Blue: 1959", "Bitches Brew: 1970"]
// expect: ["Blue in Gree|", "So What?....|"]
// expect: 9 many spaces here
// expect: ereh secaps   ynam
// expect: i4m1p2s4
// expect: ["48", "69", "21"] 294
// expect: ["a", "b", "e", "r", "z"] aberz
// expect: [1, 12, 3] 1.12.3
// expect: 1 1 2 1
// expect: Optional(5) nil nil nil Optional(1000.0) nil
// expect: a	b
// expect:   "quoted" and "escaped" joined
// expect: 3 say "#hi" sum 3
