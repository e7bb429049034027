// A subclass overrides a method and calls the superclass's version with super.
class Shape {
    var name: String
    init(name: String) { self.name = name }
    func describe() -> String { "shape \(name)" }
    func area() -> Double { 0 }
}
class Square: Shape {
    var side: Double
    init(side: Double) {
        self.side = side
        super.init(name: "square")
    }
    override func describe() -> String { super.describe() + " with side \(side)" }
    override func area() -> Double { side * side }
}
let shapes: [Shape] = [Shape(name: "blank"), Square(side: 3)]
for s in shapes {
    print(s.describe(), s.area())
}

// expect: shape blank 0.0
// expect: shape square with side 3.0 9.0
