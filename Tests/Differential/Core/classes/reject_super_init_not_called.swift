// A subclass's designated init must call super.init when the superclass has no init() to
// call for it (here two designated initialisers, so swiftc picks neither).
print("this program must not run")
class Shape {
    var sides: Int
    init() { sides = 0 }
    init(sides: Int) { self.sides = sides }
}
class Square: Shape {
    let side: Double
    init(side: Double) {
        self.side = side
    }
}
print(Square(side: 2).sides)

// expect error: 'super.init' isn't called on all paths before returning from initializer
