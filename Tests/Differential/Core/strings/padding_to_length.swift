// Foundation's padding(toLength:withPad:startingAt:) lines up a legend's labels; it also cuts a long one.
import Foundation
let labels = ["Ring", "Square", "Hexagonal prism"]
for (label, value) in zip(labels, [3, 12, 7]) {
    print(label.padding(toLength: 10, withPad: ".", startingAt: 0) + " \(value)")
}
print("ab".padding(toLength: 7, withPad: "123", startingAt: 1) + "|")
print("ab".padding(toLength: 2, withPad: "xy", startingAt: 5) + "|", "ab".padding(toLength: 0, withPad: "x", startingAt: 0) + "|")
print("é👍".padding(toLength: 5, withPad: "·", startingAt: 0) + "|")

// expect: Ring...... 3
// expect: Square.... 12
// expect: Hexagonal  7
// expect: ab23123|
// expect: ab| |
// expect: é👍··|
