// Date codes as seconds since the reference date, URL as its address, UUID as its text (an invalid one is dataCorrupted).
import Foundation

struct Event: Codable {
    var id: UUID
    var link: URL
    var when: Date
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let json = #"{"id":"e621e1f8-c36c-495a-93fc-0c247a3e6e5f","link":"https://a.b/c?d=1","when":12.5}"#
let event = try JSONDecoder().decode(Event.self, from: json.data(using: .utf8)!)
print(event.id, event.link, event.when.timeIntervalSinceReferenceDate)
print(String(data: try encoder.encode(event), encoding: .utf8)!)
do {
    _ = try JSONDecoder().decode(Event.self, from: #"{"id":"zz","link":"x","when":0}"#.data(using: .utf8)!)
} catch {
    print(error)
}

// expect: E621E1F8-C36C-495A-93FC-0C247A3E6E5F https://a.b/c?d=1 12.5
// expect: {"id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","link":"https:\/\/a.b\/c?d=1","when":12.5}
// expect: DecodingError.dataCorrupted: Data was corrupted. Path: id. Debug description: Attempted to decode UUID from invalid UUID string.
