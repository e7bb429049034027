// In `extension P where Self == Point`, the extension's own statics are found bare (`origin`,
// `at(_:)`) and its methods are called bare from its others (`sum()`); `Self` is Point.
protocol Describable {}
struct Point: Describable { var x = 1, y = 2 }
extension Describable where Self == Point {
    static var origin: Point { Point(x: 0, y: 0) }
    static func at(_ x: Int) -> Self { Point(x: x, y: x) }
    static var shifted: Self { Point(x: origin.x + 5, y: origin.y) }
    static func diagonal(_ n: Int) -> [Self] { (0..<n).map { at($0) } }
    func sum() -> Int { self.x + self.y }
    func twiceSum() -> Int { sum() * 2 }
    func copy() -> Self { self }
    var copiedSum: Int { copy().sum() }
}
print(Point.shifted.x, Point.diagonal(3).map(\.x), Point().twiceSum(), Point(x: 4, y: 5).copiedSum)

// expect: 5 [0, 1, 2] 6 9
