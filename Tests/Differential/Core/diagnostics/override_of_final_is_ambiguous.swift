// Overriding a final method is an error, and swiftc then keeps both methods as candidates, so
// a call on the subclass is ambiguous; a method without `override` is reported twice.
print("this program must not run")
class Shape {
    final func area(scale: Double) -> Double { scale }
    final func name() -> String { "shape" }
    final func grow(_ by: Double) {}
}
class Square: Shape {
    override func area(scale: Double) -> Double { 2 * scale }
    func name() -> String { "square" }
    override func grow(_ by: Double) {}
}
let square = Square()
let area = square.area(scale: 2)
let name = square.name()
square.grow(1)

// expect error: instance method overrides a 'final' instance method
