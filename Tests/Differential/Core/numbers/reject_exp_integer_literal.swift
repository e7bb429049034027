// Foundation's exp has no FloatingPoint-generic overload (sqrt has one): an integer literal fits
// its Double, Float and CGFloat overloads alike, with or without a print around the call.
import Foundation
print("this program must not run")
let e = exp(1)
print(e)

// expect error: ambiguous use of 'exp'
