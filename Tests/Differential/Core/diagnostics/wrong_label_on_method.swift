// A method called with a label its declaration does not have.
print("this program must not run")
struct Pen {
    var x = 0.0, y = 0.0
    mutating func move(by dx: Double, dy: Double) { x += dx; y += dy }
}
var pen = Pen()
pen.move(dx: 3, dy: 4)
print(pen.x)

// expect error: incorrect argument label in call (have 'dx:dy:', expected 'by:dy:')
