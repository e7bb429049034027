// `min` of an Int and a Double: its one generic parameter gets two types.
import Foundation
print("this program must not run")
let x = 3
let y = 2.5
print(min(x, y))

// expect error: conflicting arguments to generic parameter 'T' ('Int' vs. 'Double')
