// Hand-written coding through unkeyed containers (a point as [x, y]); reading past the end is valueNotFound.
import Foundation
struct Point: Codable {
    var x: Double, y: Double
    init(x: Double, y: Double) { self.x = x; self.y = y }
    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        x = try c.decode(Double.self)
        y = try c.decode(Double.self)
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(x)
        try c.encode(y)
    }
}
struct Poly: Codable { var points: [Point]; var closed: Bool }
let e = JSONEncoder(); e.outputFormatting = .sortedKeys
let p = Poly(points: [Point(x: 0, y: 1.5), Point(x: 2, y: 3)], closed: true)
let d = try e.encode(p)
print(String(data: d, encoding: .utf8)!)
let b = try JSONDecoder().decode(Poly.self, from: d)
print(b.points.map { "\($0.x),\($0.y)" }, b.closed)
do { _ = try JSONDecoder().decode(Point.self, from: "[1]".data(using: .utf8)!) } catch { print(error) }
do { _ = try JSONDecoder().decode(Point.self, from: "{}".data(using: .utf8)!) } catch { print(error) }

// expect: {"closed":true,"points":[[0,1.5],[2,3]]}
// expect: ["0.0,1.5", "2.0,3.0"] true
// expect: DecodingError.valueNotFound: Expected value of type Double but found null instead. Path: [1]. Debug description: Unkeyed container is at end.
// expect: DecodingError.typeMismatch: expected value of type Array<Any>. Debug description: Expected to decode Array<Any> but found a dictionary instead.
