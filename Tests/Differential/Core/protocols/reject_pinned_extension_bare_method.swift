// A bare call in `extension P where Self == Point` is looked up in P: Point's `norm()` is not found.
print("this program must not run")
protocol Describable {}
struct Point: Describable {
    var x = 1
    func norm() -> Int { abs(x) }
}
extension Describable where Self == Point {
    func doubled() -> Int { norm() * 2 }
}
print(Point().doubled())

// expect error: cannot find 'norm' in scope
