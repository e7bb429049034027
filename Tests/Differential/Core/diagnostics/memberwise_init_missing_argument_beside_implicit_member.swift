// A memberwise initialiser missing an argument: the argument given (`.zero`) is still typed
// by its parameter, so only the missing one is reported.
import Foundation
print("this program must not run")
struct Dot {
    var center: CGPoint
    var radius: Double
}
let d = Dot(center: .zero)
print(d)

// expect error: missing argument for parameter 'radius' in call
