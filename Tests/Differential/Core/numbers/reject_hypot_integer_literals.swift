// Foundation's hypot has Double, Float and CGFloat overloads: two integer literals fit all three.
import Foundation
print("this program must not run")
print(hypot(3, 4))

// expect error: ambiguous use of 'hypot'
