// Members of `extension P where Self == Point` reach Point's own through `self.`, and are used on
// Point values, on Point's type and through `.origin` where a Point is wanted.
protocol Describable {}
struct Point: Describable {
    var x = 1, y = 2
    func norm() -> Int { abs(x) + abs(y) }
}
extension Describable where Self == Point {
    func sum() -> Int { self.x + self.y }
    var twice: Int { self.sum() * 2 + self.norm() }
    static var origin: Point { Point(x: 0, y: 0) }
    static func at(_ x: Int) -> Self { Point(x: x, y: -x) }
}
print(Point().sum(), Point().twice, Point.origin.x)
let p: Point = .at(4)
print(p.y, p.twice, [Point.at(1), .origin].map(\.twice))

// expect: 3 9 0
// expect: -4 8 [2, 0]
