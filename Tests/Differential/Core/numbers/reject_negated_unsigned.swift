// An unsigned integer has no prefix `-` (UInt is not SignedNumeric): swiftc rejects the
// negation before anything runs, where Shapebook stopped the cell with an overflow.
print("this program must not run")
let u: UInt = 5
print(-u)

// expect error: unary operator '-' cannot be applied to an operand of type 'UInt'
