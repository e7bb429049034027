// Enums with String and Int raw values encode as their raw values; an unknown raw value is DecodingError.dataCorrupted.
import Foundation

enum Suit: String, Codable {
    case hearts, spades = "SPADES"
}

enum Level: Int, Codable {
    case low = 1, high
}

struct Card: Codable {
    var suit: Suit
    var level: Level
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode(Card(suit: .spades, level: .high)), encoding: .utf8)!)
print(String(data: try encoder.encode([Suit.hearts, .spades]), encoding: .utf8)!)
let card = try JSONDecoder().decode(Card.self, from: #"{"suit":"hearts","level":1}"#.data(using: .utf8)!)
print(card.suit, card.level, card.level.rawValue)
do {
    _ = try JSONDecoder().decode(Card.self, from: #"{"suit":"clubs","level":1}"#.data(using: .utf8)!)
} catch {
    print(error)
}
do {
    _ = try JSONDecoder().decode(Level.self, from: "7".data(using: .utf8)!)
} catch {
    print(error)
}

// expect: {"level":2,"suit":"SPADES"}
// expect: ["hearts","SPADES"]
// expect: hearts low 1
// expect: DecodingError.dataCorrupted: Data was corrupted. Path: suit. Debug description: Cannot initialize Suit from invalid String value clubs
// expect: DecodingError.dataCorrupted: Data was corrupted. Debug description: Cannot initialize Level from invalid Int value 7
