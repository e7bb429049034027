// Named functions passed as arguments and stored in variables.
func square(_ x: Int) -> Int { x * x }
func negate(_ x: Int) -> Int { -x }
let operations: [(Int) -> Int] = [square, negate, { $0 + 100 }]
print(operations.map { $0(7) })
var op = square
print(op(4))
op = negate
print(op(4))

// expect: [49, -7, 107]
// expect: 16
// expect: -4
