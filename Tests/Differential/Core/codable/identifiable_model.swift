// A model list decoded from a multi-line JSON literal through Data(string.utf8), printed, and re-encoded with String(decoding:as:).
import Foundation
struct Todo: Codable, Identifiable, Hashable {
    var id: Int
    var title: String
    var done: Bool = false
}
let json = """
[
  {"id": 1, "title": "Buy milk", "done": true},
  {"id": 2, "title": "Walk", "done": false}
]
"""
let todos = try JSONDecoder().decode([Todo].self, from: Data(json.utf8))
for t in todos { print(t.id, t.title, t.done) }
print(todos)
let e = JSONEncoder(); e.outputFormatting = [.prettyPrinted, .sortedKeys]
print(String(decoding: try e.encode(todos[0]), as: UTF8.self))

// expect: 1 Buy milk true
// expect: 2 Walk false
// expect: [main.Todo(id: 1, title: "Buy milk", done: true), main.Todo(id: 2, title: "Walk", done: false)]
// expect: {
// expect:   "done" : true,
// expect:   "id" : 1,
// expect:   "title" : "Buy milk"
// expect: }
