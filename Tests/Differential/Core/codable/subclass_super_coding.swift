// A subclass that codes its own properties calls the superclass's synthesised coding through
// `super.encode(to:)` and `super.init(from:)`: both write to and read from the same keyed container.
import Foundation
class Base: Codable { var id: Int; var tags: [String] = []; init(id: Int) { self.id = id } }
class Sub: Base {
    var extra: String
    enum CodingKeys: String, CodingKey { case extra }
    init(id: Int, extra: String) { self.extra = extra; super.init(id: id) }
    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        extra = try container.decode(String.self, forKey: .extra)
        try super.init(from: decoder)
    }
    override func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(extra, forKey: .extra)
        try super.encode(to: encoder)
    }
}
let encoder = JSONEncoder(); encoder.outputFormatting = .sortedKeys
let data = try encoder.encode(Sub(id: 5, extra: "x"))
print(String(data: data, encoding: .utf8)!)
let back = try JSONDecoder().decode(Sub.self, from: data)
print(back.id, back.extra, back.tags)
let list = try JSONDecoder().decode([Sub].self, from: #"[{"id":1,"extra":"a","tags":["t"]},{"id":2,"extra":"b","tags":[]}]"#.data(using: .utf8)!)
print(list.map(\.id), list.map(\.extra), list.map(\.tags))
do { _ = try JSONDecoder().decode(Sub.self, from: #"{"id":1}"#.data(using: .utf8)!) } catch { print(error) }
do { _ = try JSONDecoder().decode(Sub.self, from: #"{"extra":"e","tags":[]}"#.data(using: .utf8)!) } catch { print(error) }

// expect: {"extra":"x","id":5,"tags":[]}
// expect: 5 x []
// expect: [1, 2] ["a", "b"] [["t"], []]
// expect: DecodingError.keyNotFound: Key 'extra' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "extra", intValue: nil) ("extra").
// expect: DecodingError.keyNotFound: Key 'id' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "id", intValue: nil) ("id").
