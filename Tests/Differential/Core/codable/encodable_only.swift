// An Encodable-only type with a computed property written by its own encode(to:); a Set encodes as an array; generic Encodable functions.
import Foundation
struct Report: Encodable {
    let title: String
    let values: [Double]
    var average: Double { values.reduce(0, +) / Double(values.count) }
    enum CodingKeys: String, CodingKey { case title, values, average }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(title, forKey: .title)
        try c.encode(values, forKey: .values)
        try c.encode(average, forKey: .average)
    }
}
struct Wrapper: Encodable { let report: Report; let when: Int? ; let flags: Set<Int> }
let e = JSONEncoder(); e.outputFormatting = .sortedKeys
print(String(data: try e.encode(Wrapper(report: Report(title: "t", values: [1, 2, 4]), when: nil, flags: [3])), encoding: .utf8)!)
func encodeAll<T: Encodable>(_ items: [T]) throws -> String { String(data: try JSONEncoder().encode(items), encoding: .utf8) ?? "?" }
print(try encodeAll([1, 2]))
print(try encodeAll(["a"]))

// expect: {"flags":[3],"report":{"average":2.3333333333333335,"title":"t","values":[1,2,4]}}
// expect: [1,2]
// expect: ["a"]
