// CGRect(x:y:width:height:) called without its height.
import Foundation
print("this program must not run")
let r = CGRect(x: 0, y: 0, width: 10)
print(r)

// expect error: missing argument for parameter 'height' in call
