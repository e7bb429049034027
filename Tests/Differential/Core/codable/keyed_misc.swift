// KeyedDecodingContainer's contains, allKeys, decodeIfPresent and try? decode in a hand-written init(from:).
import Foundation
enum Kind: String, Codable { case a, b }
struct Flex: Decodable {
    var id: Int
    var label: String
    var kind: Kind
    var extra: [String]
    enum CodingKeys: String, CodingKey { case id, label, kind, extra }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let n = try? c.decode(Int.self, forKey: .id) { id = n } else { id = Int(try c.decode(String.self, forKey: .id)) ?? -1 }
        label = c.contains(.label) ? try c.decode(String.self, forKey: .label) : "none"
        kind = try c.decodeIfPresent(Kind.self, forKey: .kind) ?? .a
        extra = try c.decodeIfPresent([String].self, forKey: .extra) ?? []
        print("keys:", c.allKeys.map(\.stringValue).sorted())
    }
}
let dec = JSONDecoder()
for j in [#"{"id":5,"label":"x","kind":"b"}"#, #"{"id":"12"}"#, #"{"id":"zz","extra":["q"],"kind":null}"#] {
    let f = try dec.decode(Flex.self, from: j.data(using: .utf8)!)
    print(f.id, f.label, f.kind, f.extra)
}

// expect: keys: ["id", "kind", "label"]
// expect: 5 x b []
// expect: keys: ["id"]
// expect: 12 none a []
// expect: keys: ["extra", "id", "kind"]
// expect: -1 none a ["q"]
