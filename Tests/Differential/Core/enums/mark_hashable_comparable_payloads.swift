// An enum with payloads, Hashable and Comparable by synthesis: sorted by case, in a Set and as
// dictionary keys.
import Foundation
enum Mark: Hashable, Comparable { case dot(Int), cross, ring(size: Double) }
let marks: [Mark] = [.ring(size: 2), .dot(1), .cross, .dot(3)]
print(marks.sorted(), Set(marks).count, Mark.dot(3) == .dot(3), Mark.cross < .ring(size: 0))
var seen: [Mark: String] = [.cross: "x"]
seen[.dot(1)] = "."
print(seen[.dot(1)] ?? "-", seen.count, marks.firstIndex(of: .cross) as Any)

// expect: [main.Mark.dot(1), main.Mark.dot(3), main.Mark.cross, main.Mark.ring(size: 2.0)] 4 true true
// expect: . 2 Optional(2)
