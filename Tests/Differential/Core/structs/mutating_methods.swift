// mutating methods change self in place on a var.
struct Turtle {
    var x = 0, y = 0
    var heading = 0
    mutating func turnRight() { heading = (heading + 90) % 360 }
    mutating func forward(_ n: Int) {
        switch heading {
        case 0: y += n
        case 90: x += n
        case 180: y -= n
        default: x -= n
        }
    }
}
var t = Turtle()
t.forward(3)
t.turnRight()
t.forward(2)
t.turnRight()
t.turnRight()
t.forward(5)
print(t)

// expect: Turtle(x: -3, y: 3, heading: 270)
