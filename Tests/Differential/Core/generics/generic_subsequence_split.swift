// split of a generic collection gives [C.SubSequence]: a String's pieces are Substrings with the
// String's indices (a Substring's its base's), an array's ArraySlices, a range's Ranges.
func words<C: Collection>(_ c: C, _ e: C.Element) -> [C.SubSequence] where C.Element: Equatable { c.split(separator: e) }
func pieces<C: Collection>(_ c: C) -> [C.SubSequence] where C.Element == Character { c.split { $0 == "," || $0 == " " } }
let s = "héllo wörld 🇫🇷 ok"
let w = words(s, " ")
print(w, w.map { $0.startIndex }, w.map { s[$0.startIndex] }, type(of: w))
print(words([1, 0, 2, 3, 0, 4], 0), words(0..<7, 3), type(of: words(0..<7, 3)))
print(pieces("a,b c,,👋🏽"), pieces("a,b c".dropFirst()).map { $0.startIndex })

// expect: ["héllo", "wörld", "🇫🇷", "ok"] [0[any], 7[utf8], 14[utf8], 23[utf8]] ["h", "w", "🇫🇷", "o"] Array<Substring>
// expect: [ArraySlice([1]), ArraySlice([2, 3]), ArraySlice([4])] [Range(0..<3), Range(4..<7)] Array<Range<Int>>
// expect: ["a", "b", "c", "👋🏽"] [2[utf8], 4[utf8]]
