// Self in static factories and methods returning a modified copy.
struct Vec {
    var x: Double, y: Double
    static var zero: Self { Self(x: 0, y: 0) }
    func scaled(by k: Double) -> Self { Self(x: x * k, y: y * k) }
    var length: Double { (x * x + y * y).squareRoot() }
}
print(Vec.zero, Vec(x: 3, y: 4).scaled(by: 2).length)

// expect: Vec(x: 0.0, y: 0.0) 10.0
