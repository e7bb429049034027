// An implicitly unwrapped optional is forced as the value of a compound assignment, as the
// operand of a prefix operator, as the receiver of a method Optional does not have, and as a
// function's argument.
import Foundation
var total = 10
let k: Int! = 3
total += k
total *= k
print(total, [k, 1])
func twice(_ n: Int) -> Int { n * 2 }
print(twice(k), -k, ~k)
let d: Double! = 1.5
print(d * 2, -d, d.rounded(), d.squareRoot() > 1)
let flag: Bool! = false
print(!flag)
let name: String! = "shape"
print(name.uppercased(), name.hasPrefix("sh"), name.count)

// expect: 39 [Optional(3), Optional(1)]
// expect: 6 -3 -4
// expect: 3.0 -1.5 2.0 true
// expect: true
// expect: SHAPE true 5
