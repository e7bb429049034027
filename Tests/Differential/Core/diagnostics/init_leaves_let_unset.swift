// An initialiser that sets one of two `let` properties.
import Foundation
print("this program must not run")
struct Frame {
    let width: Double
    let height: Double
    init(side: Double) { width = side }
}
print(Frame(side: 2))

// expect error: return from initializer without initializing all stored properties
