// A `let` property of a class assigned in a method after initialisation.
print("this program must not run")
final class Shape {
    let sides: Int
    init(sides: Int) { self.sides = sides }
    func addSide() { sides += 1 }
}
Shape(sides: 3).addSide()

// expect error: left side of mutating operator isn't mutable: 'sides' is a 'let' constant
