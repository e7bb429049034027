// A generic type constrained to a class, and a class with a protocol in one constraint.
protocol Named { var label: String { get } }
class Shape {
    var sides: Int
    init(sides: Int) { self.sides = sides }
    func area() -> Double { 0 }
}
class Square: Shape, Named {
    var side = 2.0
    var label: String { "square \(side)" }
    override func area() -> Double { side * side }
}
struct Holder<T: Shape> {
    var items: [T]
    func total() -> Double { items.reduce(0) { $0 + $1.area() } }
    var sideCount: Int { items.map(\.sides).reduce(0, +) }
}
let holder = Holder(items: [Square(sides: 4), Square(sides: 4)])
print(holder.total(), holder.sideCount)
func describe<T>(_ x: T) -> String where T: Shape, T: Named { "\(x.label) \(x.area())" }
print(describe(Square(sides: 4)))
func both<T: Shape & Named>(_ x: T) -> String { x.label + " " + String(x.sides) }
print(both(Square(sides: 4)))

// expect: 8.0 8
// expect: square 2.0 4.0
// expect: square 2.0 4
