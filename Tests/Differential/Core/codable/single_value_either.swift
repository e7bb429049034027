// A single-value container decoding either a string or a number; a dictionary of such values encodes as an object.
import Foundation
struct Money: Codable, CustomStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
    init(cents: Int) { self.cents = cents }
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let s = try? c.decode(String.self) { cents = Int(Double(s)! * 100) } else { cents = Int(try c.decode(Double.self) * 100) }
    }
    func encode(to encoder: Encoder) throws { var c = encoder.singleValueContainer(); try c.encode(Double(cents) / 100) }
}
let prices = try JSONDecoder().decode([String: Money].self, from: #"{"a":"1.5","b":2.25}"#.data(using: .utf8)!)
print(prices.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let e = JSONEncoder(); e.outputFormatting = .sortedKeys
print(String(data: try e.encode(prices), encoding: .utf8)!)

// expect: ["a=$1.50", "b=$2.25"]
// expect: {"a":1.5,"b":2.25}
