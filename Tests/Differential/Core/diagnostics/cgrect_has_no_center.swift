// CGRect has midX and midY, but no `center`.
import Foundation
print("this program must not run")
let r = CGRect(x: 0, y: 0, width: 10, height: 10)
print(r.center)

// expect error: value of type 'CGRect' has no member 'center'
