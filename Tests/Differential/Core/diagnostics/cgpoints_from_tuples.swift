// Tuples where CGPoints are wanted: swiftc converts no tuple to a struct.
import Foundation
print("this program must not run")
struct Outline {
    let points: [CGPoint]
}
let s = Outline(points: [(1, 2), (3, 4)])
print(s)

// expect error: cannot convert value of type '(Int, Int)' to expected element type 'CGPoint'
