// Statements after a `return` are never reached: a function whose last case returns and then
// declares a nested function still returns on every path.
enum ShapeDimensions {
    case square(side: Double)
    case rectangle(width: Double, height: Double)
    func area() -> Double {
        switch self {
        case let .square(side: side):
            return side * side
        case let .rectangle(width: w, height: h):
            return w * h
            func perimeter() -> Double { return 2 * (w + h) }
        }
    }
}
func sign(_ x: Int) -> Int {
    if x < 0 { return -1 }
    return x == 0 ? 0 : 1
    struct Unused {}
}
print(ShapeDimensions.square(side: 3).area(), ShapeDimensions.rectangle(width: 2, height: 5).area(), sign(-4), sign(9))

// expect: 9.0 10.0 -1 1
