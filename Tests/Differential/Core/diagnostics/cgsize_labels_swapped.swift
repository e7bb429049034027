// CGSize(height:width:): the labels are right but out of order.
import Foundation
print("this program must not run")
let s = CGSize(height: 1, width: 2)
print(s)

// expect error: argument 'width' must precede argument 'height'
