// An enum case with a labelled payload constructed without the label.
import Foundation
print("this program must not run")
enum Shape { case circle(r: Double) }
let s = Shape.circle(2.0)
print(s)

// expect error: missing argument label 'r:' in call
