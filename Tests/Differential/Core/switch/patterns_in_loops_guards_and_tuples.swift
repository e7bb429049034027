// Patterns: guard case, for case with bindings and where, if case with ranges, fallthrough chains.
enum Shape { case circle(r: Double), square(side: Double), poly(sides: Int, side: Double) }
let shapes: [Shape] = [.circle(r: 1), .square(side: 2), .poly(sides: 6, side: 1), .circle(r: 3)]
for case .circle(let r) in shapes where r > 2 { print("big circle", r) }
for case let .poly(n, s) in shapes { print("poly", n, s) }
func sides(_ s: Shape) -> Int {
    guard case .poly(let n, _) = s else { return 0 }
    return n
}
print(shapes.map(sides))
let v = 7
if case 1...9 = v { print("one digit") }
if case let x? = Optional(4), x.isMultiple(of: 2) { print("even", x) }
let opts: [Int?] = [1, nil, 3]
for case let n? in opts { print("some", n) }
switch 3 {
case 3: print("three"); fallthrough
case 4: print("four"); fallthrough
default: print("default")
}
let point = (2, -2)
switch point {
case let (x, y) where x == -y: print("anti", x, y)
case (0, _), (_, 0): print("axis")
default: print("else")
}

// expect: big circle 3.0
// expect: poly 6 1.0
// expect: [0, 0, 6, 0]
// expect: one digit
// expect: even 4
// expect: some 1
// expect: some 3
// expect: three
// expect: four
// expect: default
// expect: anti 2 -2
