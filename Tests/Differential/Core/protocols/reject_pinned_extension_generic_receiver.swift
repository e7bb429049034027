// A member of `extension P where Self == Point` on a value of a generic `T: P`.
print("this program must not run")
protocol Describable {}
struct Point: Describable { var x = 1, y = 2 }
extension Describable where Self == Point {
    var twice: Int { self.x * 2 }
}
func show<T: Describable>(_ value: T) -> Int { value.twice }
print(show(Point()))

// expect error: property 'twice' requires the types 'T' and 'Point' be equivalent
