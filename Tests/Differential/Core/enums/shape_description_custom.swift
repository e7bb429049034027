// An enum with associated values printed through its own description, in arrays and interpolation.
import Foundation
enum Shape: CustomStringConvertible {
    case circle(r: Double), rect(w: Double, h: Double)
    var description: String {
        switch self {
        case .circle(let r): return "○\(r)"
        case let .rect(w, h): return "▭\(w)×\(h)"
        }
    }
}
let shapes: [Shape] = [.circle(r: 1), .rect(w: 2, h: 3)]
print(shapes, "\(shapes[0])", shapes.map(\.description).joined(separator: ","))
if case let .rect(w, _) = shapes[1], w > 1, let first = shapes.first { print("wide rect", w, first) }

// expect: [○1.0, ▭2.0×3.0] ○1.0 ○1.0,▭2.0×3.0
// expect: wide rect 2.0 ○1.0
