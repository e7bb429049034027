// A subclass's initialiser may not read an inherited property before `super.init` has run.
print("this program must not run")
class Shape {
    var sides: Int
    init(sides: Int) { self.sides = sides }
}
class Square: Shape {
    var side: Double
    init(side: Double) {
        self.side = side
        print(sides)
        super.init(sides: 4)
    }
}
print(Square(side: 2).side)

// expect error: 'self' used in property access 'sides' before 'super.init' call
