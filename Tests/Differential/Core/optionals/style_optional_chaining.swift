// Optional chaining through a style, ?? defaults, if let shorthand, guard let, while let and
// optional patterns.
import Foundation
struct Style { var stroke: Stroke? }
struct Stroke { var width: Double; var dash: [Double]? }
struct Layer { var style: Style?; var name: String? }
let layers = [Layer(style: Style(stroke: Stroke(width: 2, dash: [4, 2])), name: "a"), Layer(style: nil, name: nil), Layer(style: Style(stroke: nil), name: "c")]
for l in layers {
    print(l.style?.stroke?.width ?? -1.0, l.style?.stroke?.dash?.count as Any, l.name?.uppercased() ?? "none")
}
if let w = layers[0].style?.stroke?.width, w > 1 { print("thick", w) }
let name: String? = "dial"
if let name { print(name) }
func firstDash(_ l: Layer) -> Double {
    guard let dash = l.style?.stroke?.dash, let first = dash.first else { return 0 }
    return first
}
print(layers.map(firstDash))
var queue: [Int] = [1, 2, 3]
while let next = queue.popLast() { print(next, terminator: ";") }
print()
let maybe: Int? = 4
print(maybe.map { $0 * 2 } as Any, maybe.flatMap { $0 > 5 ? $0 : nil } as Any, maybe!)
switch maybe {
case .some(let v) where v > 3: print("big", v)
case .some: print("small")
case .none: print("nothing")
}

// expect: 2.0 Optional(2) A
// expect: -1.0 nil none
// expect: -1.0 nil C
// expect: thick 2.0
// expect: dial
// expect: [4.0, 0.0, 0.0]
// expect: 3;2;1;
// expect: Optional(8) nil 4
// expect: big 4
