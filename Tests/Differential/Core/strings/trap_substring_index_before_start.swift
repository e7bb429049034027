// A Substring's indices are its base's: the base's first index lies outside a Substring cut after it, and reading there traps.
let s = "hello"
let sub = s.dropFirst(2)
print(sub, sub[sub.startIndex])
print(sub[s.startIndex])

// expect: llo l
// expect runtime error: Substring index is out of bounds
