// `FloatingPoint` is not ExpressibleByFloatLiteral (only `BinaryFloatingPoint` is): swiftc
// cannot make `2.5` a `T`, and blames the literal.
print("this program must not run")
func grow<T: FloatingPoint>(_ x: T) -> T { x * 2.5 }
print(grow(2.0))

// expect error: cannot convert value of type 'Double' to expected argument type 'T'
