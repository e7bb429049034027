// A Float where a Double is annotated: Swift converts no number implicitly (but CGFloat).
import Foundation
print("this program must not run")
let f: Float = 2.5
let d: Double = f
print(d)

// expect error: cannot convert value of type 'Float' to specified type 'Double'
