// Nested keyed containers in hand-written init(from:) and encode(to:); a missing nested key names the nested key type.
import Foundation
struct User: Codable {
    var name: String
    var city: String
    var zip: String
    enum CodingKeys: String, CodingKey { case name, address }
    enum AddressKeys: String, CodingKey { case city, zip = "postal_code" }
    init(name: String, city: String, zip: String) { self.name = name; self.city = city; self.zip = zip }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        let a = try c.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        city = try a.decode(String.self, forKey: .city)
        zip = try a.decode(String.self, forKey: .zip)
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        var a = c.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        try a.encode(city, forKey: .city)
        try a.encode(zip, forKey: .zip)
    }
}
let e = JSONEncoder(); e.outputFormatting = [.sortedKeys, .prettyPrinted]
let d = try e.encode(User(name: "A", city: "Oslo", zip: "0150"))
print(String(data: d, encoding: .utf8)!)
let u = try JSONDecoder().decode(User.self, from: d)
print(u.name, u.city, u.zip)
do { _ = try JSONDecoder().decode(User.self, from: #"{"name":"A","address":{"city":"X"}}"#.data(using: .utf8)!) } catch { print(error) }
do { _ = try JSONDecoder().decode(User.self, from: #"{"name":"A"}"#.data(using: .utf8)!) } catch { print(error) }

// expect: {
// expect:   "address" : {
// expect:     "city" : "Oslo",
// expect:     "postal_code" : "0150"
// expect:   },
// expect:   "name" : "A"
// expect: }
// expect: A Oslo 0150
// expect: DecodingError.keyNotFound: Key 'postal_code' not found in keyed decoding container. Path: address. Debug description: No value associated with key AddressKeys(stringValue: "postal_code", intValue: nil) ("postal_code").
// expect: DecodingError.keyNotFound: Key 'address' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "address", intValue: nil) ("address").
