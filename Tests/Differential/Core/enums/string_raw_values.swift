// String raw values default to the case name.
enum Direction: String {
    case north, south
    case east = "EAST"
}
print(Direction.north.rawValue, Direction.east.rawValue)
print(Direction(rawValue: "south") as Any, Direction(rawValue: "up") as Any)

// expect: north EAST
// expect: Optional(main.Direction.south) nil
