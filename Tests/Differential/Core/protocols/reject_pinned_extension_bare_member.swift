// A bare name in `extension P where Self == Point` is looked up in P: Point's `x` is not found.
print("this program must not run")
protocol Describable {}
struct Point: Describable { var x = 1, y = 2 }
extension Describable where Self == Point {
    var twice: Int { x * 2 }
}
print(Point().twice)

// expect error: cannot find 'x' in scope
