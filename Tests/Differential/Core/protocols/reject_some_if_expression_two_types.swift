// An if expression giving a `some` result has one type: its branches must agree.
print("this program must not run")
protocol Shape { func area() -> Double }
struct Square: Shape { func area() -> Double { 1 } }
struct Circle: Shape { func area() -> Double { 3 } }
struct Tile {
    var round: Bool
    var shape: some Shape {
        if round { Circle() } else { Square() }
    }
}
func numbers(_ unique: Bool) -> some Sequence {
    return if unique { Set([1, 2]) } else { [1, 2, 2] }
}
print(Tile(round: true).shape.area())

// expect error: branches have mismatching types 'Circle' and 'Square'
