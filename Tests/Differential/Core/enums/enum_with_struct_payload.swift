// An enum carrying a struct payload, and folding an array of them.
struct Point { var x: Int; var y: Int }
enum Command {
    case moveTo(Point)
    case lineBy(dx: Int, dy: Int)
    case close
}
var position = Point(x: 0, y: 0)
var start = position
let commands: [Command] = [.moveTo(Point(x: 2, y: 3)), .lineBy(dx: 4, dy: 0), .lineBy(dx: 0, dy: -1), .close]
for command in commands {
    switch command {
    case .moveTo(let p): position = p; start = p
    case .lineBy(let dx, let dy): position.x += dx; position.y += dy
    case .close: position = start
    }
    print(position)
}

// expect: Point(x: 2, y: 3)
// expect: Point(x: 6, y: 3)
// expect: Point(x: 6, y: 2)
// expect: Point(x: 2, y: 3)
