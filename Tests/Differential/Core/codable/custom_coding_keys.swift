// A CodingKeys enum renames keys (String raw values) and leaves out a property, which decoding gives its default.
import Foundation

struct Item: Codable {
    var id: Int
    var displayName: String
    var cached: [Int] = [7]
    var note: String?

    enum CodingKeys: String, CodingKey {
        case id = "item_id"
        case displayName = "name"
        case note
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let item = Item(id: 4, displayName: "Lamp", cached: [1, 2], note: "old")
print(String(data: try encoder.encode(item), encoding: .utf8)!)
let back = try JSONDecoder().decode(Item.self, from: #"{"item_id":9,"name":"Desk"}"#.data(using: .utf8)!)
print(back.id, back.displayName, back.cached, back.note as Any)
print(Item.CodingKeys.id.stringValue, Item.CodingKeys.note.stringValue)
do {
    _ = try JSONDecoder().decode(Item.self, from: #"{"id":9,"name":"Desk"}"#.data(using: .utf8)!)
} catch {
    print(error)
}

// expect: {"item_id":4,"name":"Lamp","note":"old"}
// expect: 9 Desk [7] nil
// expect: item_id note
// expect: DecodingError.keyNotFound: Key 'item_id' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "item_id", intValue: nil) ("item_id").
