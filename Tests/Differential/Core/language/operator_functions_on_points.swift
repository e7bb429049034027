// Operator functions on a point type, as geometry code defines them.
struct Point: CustomStringConvertible {
    var x: Double, y: Double
    var description: String { "(\(x), \(y))" }
}
func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }
infix operator •: MultiplicationPrecedence
func • (a: Point, b: Point) -> Double { a.x * b.x + a.y * b.y }
let a = Point(x: 1, y: 2), b = Point(x: 3, y: 5)
print(a + b, b - a, a * 2.5, a • b)
print((a + b) * 0.5)

// expect: (4.0, 7.0) (2.0, 3.0) (2.5, 5.0) 13.0
// expect: (2.0, 3.5)
