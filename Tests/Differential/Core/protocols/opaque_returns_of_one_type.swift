// Opaque results whose returns all give one type: the same struct on every path, one generic
// type with the same arguments, arrays of one element type, literals of one type, and returns
// inside closures and nested functions, which are theirs, not the outer function's.
protocol Shape { func area() -> Double }
struct Square: Shape { var side: Double; func area() -> Double { side * side } }
struct Box<T>: Shape { var value: T; func area() -> Double { 0 } }
func square(_ big: Bool) -> some Shape {
    if big { return Square(side: 3) }
    return Square(side: 1)
}
func box(_ first: Bool) -> some Shape {
    if first { return Box(value: 1) }
    return Box(value: 2)
}
func evens(_ upTo: Int) -> some Sequence {
    if upTo < 2 { return [Int]() }
    return Array(stride(from: 2, through: upTo, by: 2))
}
func weights(_ heavy: Bool) -> some Sequence<Double> {
    if heavy { return [10, 20] }
    return [0.5]
}
func code(_ ok: Bool) -> some Equatable {
    if ok { return 200 }
    return 404
}
func labels(_ count: Int) -> some Collection {
    let make = { (n: Int) -> Set<String> in
        if n == 0 { return [] }
        return ["x"]
    }
    func fallback() -> [String] { return ["none"] }
    if count == 0 { return fallback() }
    _ = make(count)
    return (1...count).map { "item \($0)" }
}
struct Tile {
    var size: Double
    var shape: some Shape {
        if size > 2 { return Square(side: size) }
        return Square(side: 1)
    }
    subscript(scale: Double) -> some Shape {
        guard scale > 0 else { return Square(side: 0) }
        return Square(side: size * scale)
    }
}
var unit: some Shape {
    get { if Bool.random() { return Square(side: 1) } else { return Square(side: 1) } }
}
print(square(true).area(), square(false).area())
print(box(true).area())
print(Array(evens(7)), Array(evens(1)))
print(Array(weights(true)), Array(weights(false)))
print(code(true) == code(true), code(true) == code(false))
print(Array(labels(0)), Array(labels(2)))
print(Tile(size: 3).shape.area(), Tile(size: 1)[2].area(), unit.area())

// expect: 9.0 1.0
// expect: 0.0
// expect: [2, 4, 6] []
// expect: [10.0, 20.0] [0.5]
// expect: true false
// expect: ["none"] ["item 1", "item 2"]
// expect: 9.0 4.0 1.0
