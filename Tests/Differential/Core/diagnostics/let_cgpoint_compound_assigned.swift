// `+=` on a property of a `let` CGPoint.
import Foundation
print("this program must not run")
let p = CGPoint(x: 1, y: 2)
p.x += 1
print(p)

// expect error: left side of mutating operator isn't mutable: 'p' is a 'let' constant
