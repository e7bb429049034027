// Enums without raw values encode as {"case": {labels or _0, _1: values}}, as swiftc synthesizes; they decode back.
import Foundation

enum Shape: Codable {
    case circle(radius: Double)
    case rect(Double, Double)
    case labelled(name: String, sides: Int?)
    case empty
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let shapes: [Shape] = [.circle(radius: 2), .rect(1, 2.5), .labelled(name: "hex", sides: 6), .labelled(name: "blob", sides: nil), .empty]
let data = try encoder.encode(shapes)
print(String(data: data, encoding: .utf8)!)
for shape in try JSONDecoder().decode([Shape].self, from: data) {
    print(shape)
}
do {
    _ = try JSONDecoder().decode(Shape.self, from: #"{"circle":{"radius":1},"empty":{}}"#.data(using: .utf8)!)
} catch {
    print("two keys:", error is DecodingError)
}

// expect: [{"circle":{"radius":2}},{"rect":{"_0":1,"_1":2.5}},{"labelled":{"name":"hex","sides":6}},{"labelled":{"name":"blob"}},{"empty":{}}]
// expect: circle(radius: 2.0)
// expect: rect(1.0, 2.5)
// expect: labelled(name: "hex", sides: Optional(6))
// expect: labelled(name: "blob", sides: nil)
// expect: empty
// expect: two keys: true
