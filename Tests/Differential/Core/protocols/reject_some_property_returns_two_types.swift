// A computed property's `some` type is one concrete type too; swiftc points at the getter.
print("this program must not run")
protocol Shape { func area() -> Double }
struct Square: Shape { var side: Double; func area() -> Double { side * side } }
struct Circle: Shape { var radius: Double; func area() -> Double { 3 * radius * radius } }
struct Tile {
    var round: Bool
    var shape: some Shape {
        if round { return Circle(radius: 1) }
        return Square(side: 2)
    }
    var outline: some Shape {
        get {
            if round { return Square(side: 1) }
            return Circle(radius: 2)
        }
    }
}
print(Tile(round: true).shape.area())

// expect error: function declares an opaque return type 'some Shape', but the return statements in its body do not have matching underlying types
