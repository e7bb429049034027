// CGPoint(x:z:): one label wrong.
import Foundation
print("this program must not run")
let p = CGPoint(x: 1, z: 2)
print(p)

// expect error: incorrect argument label in call (have 'x:z:', expected 'x:y:')
