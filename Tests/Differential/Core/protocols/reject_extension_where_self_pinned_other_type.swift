// A method of `extension P where Self == Point` used on another conformer of P.
print("this program must not run")
protocol Describable {}
struct Point: Describable { var x = 1, y = 2 }
struct Other: Describable {}
extension Describable where Self == Point {
    func sum() -> Int { self.x + self.y }
}
print(Other().sum())

// expect error: referencing instance method 'sum()' on 'Describable' requires the types 'Other' and 'Point' be equivalent
