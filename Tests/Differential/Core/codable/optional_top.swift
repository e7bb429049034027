// Optionals inside arrays and dictionaries encode as null; a nil property is left out; null decodes as nil.
import Foundation
struct S: Codable { var a: Int?; var b: [Int?]; var c: [String: String?] }
let e = JSONEncoder(); e.outputFormatting = .sortedKeys
print(String(data: try e.encode(S(a: nil, b: [1, nil], c: ["k": nil])), encoding: .utf8)!)
let s = try JSONDecoder().decode(S.self, from: #"{"a":null,"b":[null,2],"c":{"x":null,"y":"v"}}"#.data(using: .utf8)!)
print(s.a as Any, s.b, s.c.sorted { $0.key < $1.key })

// expect: {"b":[1,null],"c":{"k":null}}
// expect: nil [nil, Optional(2)] [(key: "x", value: nil), (key: "y", value: Optional("v"))]
