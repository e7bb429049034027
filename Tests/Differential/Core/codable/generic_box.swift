// A generic struct's synthesized Codable: its type parameter's values encode and decode as the argument's type.
import Foundation
struct Box<T: Codable>: Codable { var value: T; var list: [T] }
struct Pair: Codable, Equatable { var a: Int; var b: String }
let e = JSONEncoder(); e.outputFormatting = .sortedKeys
let d = try e.encode(Box(value: Pair(a: 1, b: "x"), list: []))
print(String(data: d, encoding: .utf8)!)
let back = try JSONDecoder().decode(Box<Pair>.self, from: d)
print(back.value == Pair(a: 1, b: "x"), back.list.isEmpty)
let ib = try JSONDecoder().decode(Box<Int>.self, from: #"{"value":3,"list":[1,2]}"#.data(using: .utf8)!)
print(ib.value, ib.list)

// expect: {"list":[],"value":{"a":1,"b":"x"}}
// expect: true true
// expect: 3 [1, 2]
