// A method of `extension P where Self == Point` on an `any P` holding a Point.
print("this program must not run")
protocol Describable {}
struct Point: Describable { var x = 1, y = 2 }
extension Describable where Self == Point {
    func sum() -> Int { self.x + self.y }
}
let value: any Describable = Point()
print(value.sum())

// expect error: referencing instance method 'sum()' on 'Describable' requires the types 'Self' and 'Point' be equivalent
