// Model code: class inheritance, overrides, super calls, casts (an optional superclass value cast to its subclass: shapes.last as? Circle).
class Shape: CustomStringConvertible {
    let name: String
    init(name: String) { self.name = name }
    func area() -> Double { 0 }
    var description: String { "\(name) area=\(area())" }
}

class Rectangle: Shape {
    let width: Double, height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
        super.init(name: "rect")
    }
    override func area() -> Double { width * height }
}

final class Square: Rectangle {
    init(side: Double) { super.init(width: side, height: side) }
    override var description: String { "square " + super.description }
}

class Circle: Shape {
    var radius: Double { didSet { print("radius \(oldValue) -> \(radius)") } }
    init(radius: Double) { self.radius = radius; super.init(name: "circle") }
    override func area() -> Double { 3 * radius * radius }
}

let shapes: [Shape] = [Rectangle(width: 2, height: 3), Square(side: 4), Circle(radius: 1)]
for s in shapes { print(s) }
let total = shapes.map { $0.area() }.reduce(0, +)
print("total", total)
let rects = shapes.compactMap { $0 as? Rectangle }
print(rects.count, rects.map(\.width))
for s in shapes {
    switch s {
    case let sq as Square: print("square side", sq.width)
    case let r as Rectangle where r.width < r.height: print("tall rect")
    case is Circle: print("a circle")
    default: print("other")
    }
}
if let c = shapes.last as? Circle {
    c.radius = 2
    print(c.area())
}
print(shapes[1] is Rectangle, shapes[0] is Square, type(of: shapes[1]))
let largest = shapes.max { $0.area() < $1.area() }
print(largest?.name ?? "none")
let sameObject = shapes[2] === shapes.last
print(sameObject)

// expect: rect area=6.0
// expect: square rect area=16.0
// expect: circle area=3.0
// expect: total 25.0
// expect: 2 [2.0, 4.0]
// expect: tall rect
// expect: square side 4.0
// expect: a circle
// expect: radius 1.0 -> 2.0
// expect: 12.0
// expect: true false Square
// expect: rect
// expect: true
