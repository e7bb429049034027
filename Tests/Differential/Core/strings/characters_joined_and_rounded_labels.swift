// Strings from Characters, repeated strings, Int from rounded Doubles and String(format:) in
// interpolation.
import Foundation
let name = "Ring"
print(name + "|", String(repeating: "ab", count: 3))
print(Int(2.6.rounded()), Int(round(-2.5)), Int((7.0 / 2).rounded(.down)))
let cs: [Character] = ["a", "b"]
print(String(cs), cs.map(String.init), String(cs.reversed()))
print("x=\(String(format: "%.2f", 1.005)) y=\(3)")

// expect: Ring| ababab
// expect: 3 -3 3
// expect: ab ["a", "b"] ba
// expect: x=1.00 y=3
