// `Self` (and `self` in a class method) in a member of a class others may subclass names the
// class at run time: `Self.symbol` reads a subclass's `override class var`, `Self()` makes the
// subclass through a `required init`, `super.base()` keeps the caller's `Self`.
class Shape {
    class var symbol: String { "|" }
    class var doubled: String { Self.symbol + symbol }
    static let kind = "shape"
    class func make() -> String { "Shape.make" }
    class func describeType() -> String { Self.symbol + self.symbol + make() + " " + kind }
    class func base() -> String { "base " + Self.symbol }
    required init() {}
    func describe() -> String { Self.symbol + "x" + Self.kind }
    func viaTypeOf() -> String { type(of: self).symbol + type(of: self).make() }
    func made() -> String { Self.make() }
    func later() -> String {
        let read = { Self.symbol }
        return read()
    }
    func clone() -> Self { Self() }
    func name() -> String { "Shape" }
}
class Circle: Shape {
    override class var symbol: String { "(" }
    override class func make() -> String { "Circle.make" }
    override class func base() -> String { super.base() + "!" }
    override func name() -> String { "Circle" }
}
final class Ring: Circle {
    override class var symbol: String { "o" }
    override func name() -> String { "Ring" }
}
let shapes: [Shape] = [Shape(), Circle(), Ring()]
for s in shapes {
    print(s.describe(), s.viaTypeOf(), s.made(), s.later(), s.clone().name())
}
print(Shape.describeType(), Circle.describeType(), Ring.describeType())
print(Circle.base(), Ring.base())
print(Shape.doubled, Circle.doubled)
let t: Shape.Type = Ring.self
print(t.symbol, t.make(), t.init().name(), t.describeType())

// expect: |xshape |Shape.make Shape.make | Shape
// expect: (xshape (Circle.make Circle.make ( Circle
// expect: oxshape oCircle.make Circle.make o Ring
// expect: ||Shape.make shape ((Circle.make shape ooCircle.make shape
// expect: base (! base o!
// expect: || ((
// expect: o Circle.make Ring ooCircle.make shape
