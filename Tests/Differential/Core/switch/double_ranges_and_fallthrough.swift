// Double ranges (one-sided too) in case patterns, several patterns per case, and fallthrough into a
// case with where.
import Foundation
func band(_ t: Double) -> String {
    switch t {
    case ..<0: return "below"
    case 0..<0.25: return "first"
    case 0.25..<0.5, 0.5..<0.75: return "middle"
    case 0.75...1: return "last"
    default: return "above"
    }
}
print([-1, 0, 0.3, 0.6, 0.75, 1, 1.5].map(band))
func ticks(_ n: Int) -> [String] {
    var out: [String] = []
    switch n {
    case 12: out.append("twelve"); fallthrough
    case 3, 6, 9: out.append("quarter"); fallthrough
    case 0..<60 where n % 5 == 0: out.append("major")
    default: out.append("minor")
    }
    return out
}
print(ticks(12), ticks(6), ticks(25), ticks(7))

// expect: ["below", "first", "middle", "middle", "last", "last", "above"]
// expect: ["twelve", "quarter", "major"] ["quarter", "major"] ["major"] ["minor"]
