// A mutating method cannot be called on a struct held in a `let`.
print("this program must not run")
struct Turtle {
    var x = 0.0, heading = 90.0
    mutating func forward(_ distance: Double) { x += distance }
}
let turtle = Turtle()
turtle.forward(10)
print(turtle.x, turtle.heading)

// expect error: cannot use mutating member on immutable value: 'turtle' is a 'let' constant
