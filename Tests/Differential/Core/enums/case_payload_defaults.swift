// An associated value may have a default, left out when the case is made.
enum Corner {
    case radius(Double, style: String = "continuous")
    case size(width: Double, height: Double = 4, style: String = "continuous")
}
func describe(_ corner: Corner) -> String {
    switch corner {
    case .radius(let radius, let style): return "radius \(radius) \(style)"
    case .size(let width, let height, let style): return "size \(width)x\(height) \(style)"
    }
}
let corners: [Corner] = [.radius(16), .radius(8, style: "circular"), Corner.size(width: 30),
                         .size(width: 1, height: 2), .size(width: 5, height: 6, style: "circular")]
for corner in corners { print(describe(corner)) }

// expect: radius 16.0 continuous
// expect: radius 8.0 circular
// expect: size 30.0x4.0 continuous
// expect: size 1.0x2.0 continuous
// expect: size 5.0x6.0 circular
