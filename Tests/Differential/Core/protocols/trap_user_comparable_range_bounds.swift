// A closed range's bounds are ordered by the type's own `<`: here it reverses the numbers, so
// `1...2` is out of order and traps.
struct Level: Comparable {
    let v: Int
    static func < (l: Level, r: Level) -> Bool { l.v > r.v }
}
print(Level(v: 2)...Level(v: 1))
let bad = Level(v: 1)...Level(v: 2)
print(bad)

// expect: Level(v: 2)...Level(v: 1)
// expect runtime error: Range requires lowerBound <= upperBound
