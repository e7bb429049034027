// A struct's synthesized Codable: nested structs, arrays, dictionaries and a nil optional (left out), round-tripped through JSON.
import Foundation

struct Address: Codable {
    var street: String
    var zip: Int?
}

struct Person: Codable {
    var name: String
    var age: Int
    var height: Double
    var tags: [String]
    var address: Address
    var nickname: String?
    var scores: [String: Int]
    var active: Bool
}

let person = Person(name: "Ann", age: 30, height: 1.5, tags: ["a", "b"], address: Address(street: "Main", zip: nil),
                    nickname: nil, scores: ["x": 1, "y": 2], active: true)
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try encoder.encode(person)
let text = String(data: data, encoding: .utf8)!
print(text)
let back = try JSONDecoder().decode(Person.self, from: data)
print(back.name, back.age, back.height, back.tags, back.address.street, back.address.zip as Any, back.nickname as Any)
print(back.scores.sorted { $0.key < $1.key })
let people = try JSONDecoder().decode([Person].self, from: "[\(text),\(text)]".data(using: .utf8)!)
print(people.count, people[1].address.street)
print(String(data: try encoder.encode([3, 1, 2]), encoding: .utf8)!)
print(String(data: try encoder.encode(["k": [1.5, 2]]), encoding: .utf8)!)

// expect: {"active":true,"address":{"street":"Main"},"age":30,"height":1.5,"name":"Ann","scores":{"x":1,"y":2},"tags":["a","b"]}
// expect: Ann 30 1.5 ["a", "b"] Main nil nil
// expect: [(key: "x", value: 1), (key: "y", value: 2)]
// expect: 2 Main
// expect: [3,1,2]
// expect: {"k":[1.5,2]}
