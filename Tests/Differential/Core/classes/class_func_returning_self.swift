// A `class func … -> Self` makes the class it is called on: `Sub.make()` is a `Sub`, through
// the `required` initialiser, whether the subclass overrides anything or not.
class Shape {
    var sides: Int
    required init() { sides = 0 }
    class func make() -> Self { Self() }
    class func named(_ sides: Int) -> Self {
        let shape = Self.init()
        shape.sides = sides
        return shape
    }
    class func maybe(_ ok: Bool) -> Self? { ok ? Self() : nil }
    class var tag: String { "shape" }
}
class Square: Shape {
    required init() { super.init(); sides = 4 }
    override class var tag: String { "square" }
}
class Blob: Shape {}
print(type(of: Shape.make()), type(of: Square.make()), type(of: Blob.make()))
let square = Square.named(5)
print(square.sides, Square.make().sides, type(of: square).tag)
print(Square.maybe(true).map { type(of: $0).tag } ?? "none", Blob.maybe(false) == nil)
let made: [Shape] = [Shape.make(), Square.make(), Blob.named(7)]
print(made.map { "\(type(of: $0)) \($0.sides)" })

// expect: Shape Square Blob
// expect: 5 4 square
// expect: square true
// expect: ["Shape 0", "Square 4", "Blob 7"]
