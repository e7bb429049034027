// CodingKeys that leave out a property whose type is not Codable (it has a default) keep the
// synthesised conformance: the property is neither encoded nor decoded.
import Foundation
struct Point { var x = 0.0 }
struct Shape: Codable {
    var name: String
    var cache: Point = Point()
    enum CodingKeys: String, CodingKey { case name }
}
let s = try JSONDecoder().decode(Shape.self, from: #"{"name":"a"}"#.data(using: .utf8)!)
print(s.name, s.cache.x, String(data: try JSONEncoder().encode(s), encoding: .utf8)!)

// expect: a 0.0 {"name":"a"}
