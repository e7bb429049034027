// Foundation's range(of:) and localized searches a search field uses, a Character's utf8 and utf16, and debugDescription of text.
import Foundation
let title = "Hello World"
if let r = title.range(of: "World") { print(title[r], title[..<r.lowerBound] + "|") }
print(title.range(of: "world") == nil, title.range(of: "") == nil)
let names = ["Ada Lovelace", "Émile Zola", "grace hopper"]
print(names.filter { $0.localizedCaseInsensitiveContains("GRACE") })
print(names.filter { $0.localizedStandardContains("emile") }, "Straße".localizedCaseInsensitiveContains("STRASSE"))
let c: Character = "é"
print(c.utf8.count, Array(c.utf8), c.utf16.count, Character("a").utf8.first ?? 0)
print("q\t\"x\"".debugDescription, c.debugDescription, "plain".debugDescription.count)
let sub = title.dropFirst(6)
print(sub.debugDescription, sub.range(of: "or").map { title.distance(from: title.startIndex, to: $0.lowerBound) } ?? -1)

// expect: World Hello |
// expect: true true
// expect: ["grace hopper"]
// expect: ["Émile Zola"] true
// expect: 2 [195, 169] 1 97
// expect: "q\t\"x\"" "é" 7
// expect: "World" 7
