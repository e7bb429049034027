// A range of a program's own Comparable type holds a value by the type's own `<` (here a
// reversed order), in `contains`, in a `switch` range pattern and in `~=`.
struct Level: Comparable {
    let v: Int
    static func < (l: Level, r: Level) -> Bool { l.v > r.v }
}
let wide = Level(v: 5)...Level(v: 1)
print(wide.contains(Level(v: 3)), wide.contains(Level(v: 6)), wide.contains(Level(v: 1)))
let open = Level(v: 9)..<Level(v: 2)
print(open.contains(Level(v: 2)), open.contains(Level(v: 9)))
for probe in [4, 7] {
    switch Level(v: probe) {
    case Level(v: 5)...Level(v: 3): print(probe, "high")
    default: print(probe, "other")
    }
}
print(Level(v: 8)...Level(v: 6) ~= Level(v: 7))
struct N: Comparable { let v: Int; static func < (l: N, r: N) -> Bool { l.v < r.v } }
print((N(v: 1)...N(v: 5)).contains(N(v: 3)), (1.5...2.5).contains(2.0), ("a"..."c").contains("b"))

// expect: true false true
// expect: false true
// expect: 4 high
// expect: 7 other
// expect: true
// expect: true true true
