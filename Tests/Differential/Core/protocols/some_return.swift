// some P as a return type: an opaque type the caller uses through the protocol.
protocol Shape {
    func area() -> Double
}
struct Circle: Shape {
    var r: Double
    func area() -> Double { 3 * r * r }
}
func makeShape() -> some Shape { Circle(r: 2) }
let shape = makeShape()
print(shape.area())
func total(_ shapes: [some Shape]) -> Double { shapes.map { $0.area() }.reduce(0, +) }
print(total([Circle(r: 1), Circle(r: 2)]))

// expect: 12.0
// expect: 15.0
