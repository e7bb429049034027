// A final class's synthesized Codable, recursive through an array of its own type.
import Foundation
final class Node: Codable { var name: String; var children: [Node]; init(name: String, children: [Node] = []) { self.name = name; self.children = children } }
let e = JSONEncoder(); e.outputFormatting = .sortedKeys
let tree = Node(name: "root", children: [Node(name: "a"), Node(name: "b", children: [Node(name: "c")])])
let d = try e.encode(tree)
print(String(data: d, encoding: .utf8)!)
let t = try JSONDecoder().decode(Node.self, from: d)
print(t.name, t.children.map(\.name), t.children[1].children[0].name)

// expect: {"children":[{"children":[],"name":"a"},{"children":[{"children":[],"name":"c"}],"name":"b"}],"name":"root"}
// expect: root ["a", "b"] c
