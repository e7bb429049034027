// A member of `extension BinaryFloatingPoint` is not an Int's.
print("this program must not run")
extension BinaryFloatingPoint { var half: Self { self / 2 } }
let i = 3
print(i.half)

// expect error: value of type 'Int' has no member 'half'
