// prefix(while:), drop(while:) and split(whereSeparator:) with trailing closures, and a floating-point sign.
import Foundation
print((-3.0).sign == .minus, (2.5).sign, (-0.0).sign, CGFloat(-1).sign)
let xs = [2, 4, 6, 7, 8, 10]
print(Array(xs.prefix { $0 % 2 == 0 }), Array(xs.drop { $0 % 2 == 0 }), xs.prefix(while: { $0 < 5 }))
print(xs.split { $0 == 7 }.map(Array.init), "a,b,,c".split { $0 == "," })
print("hello world".prefix { $0 != " " })

// expect: true plus minus minus
// expect: [2, 4, 6] [7, 8, 10] [2, 4]
// expect: [[2, 4, 6], [8, 10]] ["a", "b", "c"]
// expect: hello
