// A subclass of a Codable class inherits its synthesised coding: only the superclass's stored
// properties are encoded and decoded; the subclass's own keep their initial values.
import Foundation
class Base: Codable { var id: Int; var tags: [String] = []; init(id: Int) { self.id = id } }
class Sub: Base { var extra = "default"; var count = 0 }
let encoder = JSONEncoder(); encoder.outputFormatting = .sortedKeys
let sub = Sub(id: 3)
sub.extra = "zz"
print(String(data: try encoder.encode(sub), encoding: .utf8)!)
let read = try JSONDecoder().decode(Sub.self, from: #"{"id":7,"extra":"q","tags":["a"]}"#.data(using: .utf8)!)
print(read.id, read.extra, read.tags, read.count, type(of: read))
let items: [Base] = [Base(id: 1), sub]
print(String(data: try encoder.encode(items), encoding: .utf8)!)

// expect: {"id":3,"tags":[]}
// expect: 7 default ["a"] 0 Sub
// expect: [{"id":1,"tags":[]},{"id":3,"tags":[]}]
