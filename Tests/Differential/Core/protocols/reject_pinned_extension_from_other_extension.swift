// A method of `extension P where Self == Point` called bare from an unconstrained extension of P.
print("this program must not run")
protocol Describable {}
struct Point: Describable { var x = 1, y = 2 }
extension Describable where Self == Point {
    func sum() -> Int { self.x + self.y }
}
extension Describable {
    func total() -> Int { sum() }
}
print(Point().total())

// expect error: referencing instance method 'sum()' on 'Describable' requires the types 'Self' and 'Point' be equivalent
