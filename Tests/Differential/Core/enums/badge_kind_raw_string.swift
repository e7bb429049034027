// A badge's kind: a nested String-raw enum with CaseIterable, computed and static members, and a
// method reading its rawValue.
import Foundation
struct Badge {
    enum Kind: String, CaseIterable {
        case circle, square = "box", star, hexagon
        var sides: Int {
            switch self {
            case .circle: return 0
            case .square: return 4
            case .star: return 10
            case .hexagon: return 6
            }
        }
        static let standard: Kind = .hexagon
        func label(size: Double) -> String { "\(rawValue) \(size)" }
    }
    var kind: Kind = .standard
    var size = 20.0
}
let b = Badge()
print(b.kind, b.kind.rawValue, b.kind.sides, b.kind.label(size: b.size))
print(Badge.Kind.allCases.map(\.rawValue), Badge.Kind.allCases.count)
print(Badge.Kind(rawValue: "box") as Any, Badge.Kind(rawValue: "square") as Any)
print(Badge.Kind.allCases.filter { $0.sides > 4 })
print(b)

// expect: hexagon hexagon 6 hexagon 20.0
// expect: ["circle", "box", "star", "hexagon"] 4
// expect: Optional(main.Badge.Kind.square) nil
// expect: [main.Badge.Kind.star, main.Badge.Kind.hexagon]
// expect: Badge(kind: main.Badge.Kind.hexagon, size: 20.0)
