// A negative floating-point literal is one literal: an own ExpressibleByFloatLiteral type, and
// NumberFormatter's NSNumber, take `-0.5` through init(floatLiteral:).
import Foundation
struct Offset: ExpressibleByFloatLiteral {
    var value: Double
    init(floatLiteral value: Double) { self.value = value }
}
let offset: Offset = -0.5
let offsets: [Offset] = [-1.25, 2.0]
print(offset.value, offsets.map { $0.value })
print(NumberFormatter().string(from: -0.2) ?? "", NumberFormatter().string(from: -2.5) ?? "")

// expect: -0.5 [-1.25, 2.0]
// expect: -0 -2
