// T() for a class-constrained T runs the required initialiser of the type T stands for.
class Shape {
    var sides: Int
    required init(sides: Int) { self.sides = sides }
    func area() -> Double { 0 }
}
class Square: Shape {
    var side = 2.0
    required init(sides: Int) { super.init(sides: sides) }
    override func area() -> Double { side * side }
}
func build<T: Shape>(_ kind: T.Type, count: Int) -> [T] { (0..<count).map { T(sides: $0) } }
let built = build(Square.self, count: 3)
print(built.map(\.sides), built.map { $0.area() })
func fresh<T: Shape>() -> T { let made = T(sides: 5); made.sides += 1; return made }
let square: Square = fresh()
print(square.sides, square.area())
let shape: Shape = fresh()
print(shape.sides, shape.area())
let kinds: [Shape.Type] = [Shape.self, Square.self]
for kind in kinds { print(kind.init(sides: 3).area()) }

// expect: [0, 1, 2] [4.0, 4.0, 4.0]
// expect: 6 4.0
// expect: 6 0.0
// expect: 0.0
// expect: 4.0
