// A type nested in a struct hides a global type of its name inside the struct, in expressions
// (`Color.allCases`) as in annotations.
struct Color { var name = "global" }
struct Shape { var sides = 0 }
struct Figure {
    enum Color: CaseIterable { case red, green, purple }
    enum Shape: CaseIterable { case diamond, oval }
    var color: Color
    var shape: Shape
    static func all() -> [Figure] {
        var figures: [Figure] = []
        for color in Color.allCases {
            for shape in Shape.allCases { figures.append(Figure(color: color, shape: shape)) }
        }
        return figures
    }
    func isRed() -> Bool { color == Color.red }
}
let figures = Figure.all()
print(figures.count, figures[0].isRed(), figures[5].color, figures[5].shape)
print(Color().name, Shape().sides)

// expect: 6 true purple oval
// expect: global 0
