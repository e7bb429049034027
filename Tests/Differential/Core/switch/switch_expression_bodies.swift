// A getter, method or function whose one statement is a switch with one expression per case
// returns that switch's value (Swift 5.9), written on one line or several.
enum Tile { case empty, wall, door }
extension Tile {
    var symbol: Character { switch self { case .empty: "." case .wall: "#" case .door: "+" } }
    var cost: Int {
        switch self {
        case .empty: 1
        case .wall: 100
        case .door: 3
        }
    }
    func label(upper: Bool) -> String {
        switch (self, upper) {
        case (.door, true): "DOOR"
        case (.door, false): "door"
        default: "other"
        }
    }
}
func sign(_ x: Int) -> String {
    switch x {
    case ..<0: "negative"
    case 0: "zero"
    default: "positive"
    }
}
print([Tile.empty, .wall, .door].map(\.symbol), Tile.wall.cost + Tile.door.cost, Tile.door.label(upper: true))
print([-2, 0, 5].map(sign))

// expect: [".", "#", "+"] 103 DOOR
// expect: ["negative", "zero", "positive"]
