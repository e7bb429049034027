// A Range or ClosedRange of a program's Comparable type (no Strideable): contains, ~=, isEmpty,
// its bounds, clamped(to:), overlaps(_:), == and pattern matching in switch and if case, by the type's <.
struct Grade: Comparable, CustomStringConvertible {
    var score: Int
    static func < (a: Grade, b: Grade) -> Bool { a.score < b.score }
    var description: String { "G\(score)" }
}
let pass = Grade(score: 50)..<Grade(score: 90)
let top = Grade(score: 90)...Grade(score: 100)
print(pass, top)
print(pass.contains(Grade(score: 70)), pass.contains(Grade(score: 90)), top.contains(Grade(score: 100)))
print(pass ~= Grade(score: 60), top ~= Grade(score: 10))
print(pass.isEmpty, (Grade(score: 3)..<Grade(score: 3)).isEmpty, top.isEmpty)
print(pass.lowerBound, pass.upperBound, top.lowerBound, top.upperBound)
print(pass.clamped(to: Grade(score: 60)..<Grade(score: 200)), top.clamped(to: Grade(score: 0)...Grade(score: 95)))
print(pass.overlaps(Grade(score: 89)..<Grade(score: 95)), pass.overlaps(Grade(score: 90)..<Grade(score: 95)), top.overlaps(Grade(score: 0)...Grade(score: 90)))
for g in [Grade(score: 20), Grade(score: 75), Grade(score: 95)] {
    switch g {
    case pass: print(g, "pass")
    case top: print(g, "top")
    case Grade(score: 0)..<Grade(score: 50): print(g, "fail")
    default: print(g, "?")
    }
    if case Grade(score: 0)...Grade(score: 80) = g { print("if case", g) }
}
print(pass == Grade(score: 50)..<Grade(score: 90), top != top)
let r: Range<Grade> = pass
print(type(of: r), type(of: top))
print((Grade(score: 1)...).contains(Grade(score: 5)), (..<Grade(score: 5)).contains(Grade(score: 5)))

// expect: G50..<G90 G90...G100
// expect: true false true
// expect: true false
// expect: false true false
// expect: G50 G90 G90 G100
// expect: G60..<G90 G90...G95
// expect: true false true
// expect: G20 fail
// expect: if case G20
// expect: G75 pass
// expect: if case G75
// expect: G95 top
// expect: true false
// expect: Range<Grade> ClosedRange<Grade>
// expect: true false
