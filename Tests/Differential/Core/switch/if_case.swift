// if case matches one pattern, with bindings and conditions.
enum Shape { case circle(Double), square(Double) }
let shapes: [Shape] = [.circle(1), .square(2), .circle(3)]
var circleTotal = 0.0
for s in shapes {
    if case .circle(let r) = s, r > 2 {
        print("big circle", r)
    }
    if case let .circle(r) = s { circleTotal += r }
}
print(circleTotal)
let n = 7
if case 1...9 = n { print("one digit") }

// expect: big circle 3.0
// expect: 4.0
// expect: one digit
