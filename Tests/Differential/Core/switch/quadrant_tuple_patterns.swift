// A point's quadrant from a switch over a labelled tuple: wildcards, bindings, where and one-sided
// ranges.
import Foundation
func quadrant(_ p: (x: Int, y: Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (_, 0): return "x-axis"
    case (0, let y): return "y-axis \(y)"
    case let (x, y) where x == y: return "diagonal"
    case (1..., 1...): return "I"
    case (...(-1), 1...): return "II"
    case (..<0, ..<0): return "III"
    default: return "IV"
    }
}
for p in [(0, 0), (3, 0), (0, -2), (2, 2), (1, 5), (-1, 5), (-3, -1), (4, -4)] { print(quadrant(p)) }

// expect: origin
// expect: x-axis
// expect: y-axis -2
// expect: diagonal
// expect: I
// expect: II
// expect: III
// expect: IV
