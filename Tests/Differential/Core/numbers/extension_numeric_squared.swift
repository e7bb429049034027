// A method in `extension Numeric` works on Int and Double alike, `Self` being the receiver's type.
extension Numeric { func squared() -> Self { self * self } }
print(3.squared())
print(2.5.squared())
let x: Int = -4
print(x.squared(), Double(x).squared())

// expect: 9
// expect: 6.25
// expect: 16 16.0
