// if case, guard case and for case over a fill enum, optional patterns and a range pattern.
import Foundation
enum Fill { case solid(String), gradient([String]), none }
let fills: [Fill] = [.solid("red"), .none, .gradient(["a", "b"]), .solid("blue")]
for case .solid(let c) in fills { print("solid", c) }
for case let .gradient(stops) in fills where stops.count > 1 { print("stops", stops.count) }
if case .none = fills[1] { print("second is none") }
if case .solid(let c) = fills[0], c.hasPrefix("r") { print("red first") }
func firstColour(_ f: Fill) -> String {
    guard case let .solid(c) = f else { return "?" }
    return c
}
print(fills.map(firstColour))
let maybe: [Int?] = [1, nil, 3]
for case let v? in maybe { print(v) }
let n = 7
if case 1...9 = n { print("digit") }

// expect: solid red
// expect: solid blue
// expect: stops 2
// expect: second is none
// expect: red first
// expect: ["red", "?", "?", "blue"]
// expect: 1
// expect: 3
// expect: digit
