// Associated values, labelled and unlabelled, extracted with switch.
enum Figure {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case polygon(Int)
}
func describe(_ f: Figure) -> String {
    switch f {
    case .circle(let r): return "circle r=\(r)"
    case let .rectangle(w, h): return "rect \(w)x\(h)"
    case .polygon(let sides): return "\(sides)-gon"
    }
}
for f in [Figure.circle(radius: 2), .rectangle(width: 3, height: 4), .polygon(6)] {
    print(describe(f))
}

// expect: circle r=2.0
// expect: rect 3.0x4.0
// expect: 6-gon
