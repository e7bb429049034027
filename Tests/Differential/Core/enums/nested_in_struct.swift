// An enum nested in a struct, used through the struct's name.
struct Stroke {
    enum Cap { case butt, round, square }
    var width: Double
    var cap: Cap = .butt
}
let s = Stroke(width: 2, cap: .round)
print(s.cap, s.width)
let cap: Stroke.Cap = .square
print(cap, Stroke(width: 1))

// expect: round 2.0
// expect: square Stroke(width: 1.0, cap: main.Stroke.Cap.butt)
