// A default value for a parameter of the function's own generic type gives that type to a call
// that leaves the argument out (SE-0347), as `in shape: S = .rect(cornerRadius: 10)` does.
protocol Figure { func area() -> Double }
struct Square: Figure { var side = 2.0; func area() -> Double { side * side } }
struct Disc: Figure { var r = 1.0; func area() -> Double { 3 * r * r } }
extension Figure where Self == Square {
    static func square(_ side: Double) -> Square { Square(side: side) }
}
func describe<S: Figure>(_ shape: S = .square(3), scale: Double = 1) -> String {
    "\(type(of: shape)) \(shape.area() * scale)"
}
struct Box<T> { var item: T }
func boxed<T>(_ item: T = "text") -> Box<T> { Box(item: item) }
struct Holder {
    func show<F: Figure>(_ figure: F = Disc(r: 2)) -> Double { figure.area() }
}
print(describe())
print(describe(Disc(r: 2)))
print(describe(scale: 2))
print(boxed().item, boxed(3).item)
let box: Box<String> = boxed()
print(box.item.count)
print(Holder().show(), Holder().show(Square()))

// expect: Square 9.0
// expect: Disc 12.0
// expect: Square 18.0
// expect: text 3
// expect: 4
// expect: 12.0 4.0
