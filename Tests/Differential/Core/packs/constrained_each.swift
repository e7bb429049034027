// `each T: P` constrains every element: members of P are called on `each x`, each with its
// own conformance.
protocol Shape {
    func area() -> Double
    var name: String { get }
}
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
    var name: String { "square" }
}
struct Circle: Shape {
    var radius: Double
    func area() -> Double { 3 * radius * radius }
    var name: String { "circle" }
}
func total<each S: Shape>(_ shapes: repeat each S) -> Double {
    var sum = 0.0
    for shape in repeat each shapes { sum += shape.area() }
    return sum
}
func names<each S: Shape>(_ shapes: repeat each S) {
    repeat print((each shapes).name, (each shapes).area())
}
print(total(Square(side: 2), Circle(radius: 1), Square(side: 1)))
print(total())
names(Circle(radius: 2), Square(side: 3))
func texts<each T: CustomStringConvertible>(_ values: repeat each T) -> [String] {
    var result: [String] = []
    repeat result.append((each values).description)
    return result
}
print(texts(1, true, 2.5))

// expect: 8.0
// expect: 0.0
// expect: circle 12.0
// expect: square 9.0
// expect: ["1", "true", "2.5"]
