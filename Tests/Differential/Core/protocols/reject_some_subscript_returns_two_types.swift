// A subscript's `some` result, and a top-level computed variable's, must each be one type.
print("this program must not run")
protocol Shape { func area() -> Double }
struct Square: Shape { var side: Double; func area() -> Double { side * side } }
struct Circle: Shape { var radius: Double; func area() -> Double { 3 * radius * radius } }
struct Palette {
    subscript(index: Int) -> some Shape {
        if index == 0 { return Circle(radius: 1) }
        return Square(side: Double(index))
    }
}
var favourite: some Shape {
    if Palette()[0].area() > 2 { return Square(side: 1) } else { return Circle(radius: 1) }
}
print(Palette()[1].area())

// expect error: function declares an opaque return type 'some Shape', but the return statements in its body do not have matching underlying types
