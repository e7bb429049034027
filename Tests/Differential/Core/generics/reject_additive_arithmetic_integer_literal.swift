// `AdditiveArithmetic` gives `+` but no literals: swiftc cannot make `1` a `T`.
print("this program must not run")
func step<T: AdditiveArithmetic>(_ x: T) -> T { x + 1 }
print(step(2))

// expect error: cannot convert value of type 'Int' to expected argument type 'T'
