// A UInt8 is not `SignedNumeric`: it has no member of that protocol's extension.
print("this program must not run")
extension SignedNumeric { func negated2() -> Self { -self } }
let small: UInt8 = 3
print(small.negated2())

// expect error: value of type 'UInt8' has no member 'negated2'
