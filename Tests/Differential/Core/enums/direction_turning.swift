// A direction enum turned by a mutating method, chosen from ranges of degrees, used as a dictionary
// key.
import Foundation
enum Direction: CaseIterable, Hashable {
    case north, east, south, west
    mutating func turn() {
        let all = Direction.allCases
        self = all[(all.firstIndex(of: self)! + 1) % all.count]
    }
    static func from(degrees: Int) -> Direction {
        switch (degrees % 360 + 360) % 360 {
        case 45..<135: return .east
        case 135..<225: return .south
        case 225..<315: return .west
        default: return .north
        }
    }
    var delta: (dx: Int, dy: Int) {
        switch self {
        case .north: return (0, -1)
        case .east: return (1, 0)
        case .south: return (0, 1)
        case .west: return (-1, 0)
        }
    }
}
var d = Direction.north
var pos = (x: 0, y: 0)
var visits: [Direction: Int] = [:]
for step in 1...7 {
    pos.x += d.delta.dx * step; pos.y += d.delta.dy * step
    visits[d, default: 0] += 1
    d.turn()
}
print(pos, d, d == .west, Direction.from(degrees: -90), Direction.from(degrees: 400))
print(Direction.allCases.map { visits[$0] ?? 0 })

// expect: (x: 4, y: 4) west true west north
// expect: [2, 2, 2, 1]
