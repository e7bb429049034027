// A member of `extension BinaryInteger` is not a Double's.
print("this program must not run")
extension BinaryInteger { var isEven: Bool { self % 2 == 0 } }
print(2.5.isEven)

// expect error: value of type 'Double' has no member 'isEven'
