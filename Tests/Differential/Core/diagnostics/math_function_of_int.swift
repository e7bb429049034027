// `sin`, `cos`, `log2` and their kin are declared once per floating-point type, with no generic
// one as `sqrt` has: of an Int swiftc finds no exact match, at the call; where a Double is
// wanted it converts the argument instead.
import Foundation
print("this program must not run")
let n = 3
let f: Float = 1
print(sin(n), sin(f))
print(cos(n + 1))
print(log2(n))
let d: Double = cos(n)
print(d)

// expect error: no exact matches in call to global function 'sin'
