// Int does not convert to CGFloat implicitly (only Double does).
import Foundation
print("this program must not run")
let n = 4
let w: CGFloat = n
print(w)

// expect error: cannot convert value of type 'Int' to specified type 'CGFloat'
