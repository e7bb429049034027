// An index inside a Character (here a unicodeScalars index at a combining mark) is rounded
// down to the Character's start before it moves: moving back from it passes the start and traps.
let c = "e\u{301}x"
let v = c.unicodeScalars
let i = v.index(after: v.startIndex)
print(i, c.index(after: i))
print(c[i].unicodeScalars.count, c[i] == "\u{301}")
print(c.index(before: i))

// expect: 1[utf8] 3[utf8]
// expect: 1 true
// expect runtime error: String index is out of bounds
