// A struct declares conformance to a protocol but leaves out one of its methods.
print("this program must not run")
protocol Drawable {
    func draw() -> String
    func area() -> Double
}
struct Square: Drawable {
    var side = 2.0
    func draw() -> String { "square" }
}
print(Square().draw())

// expect error: type 'Square' does not conform to protocol 'Drawable'
