// JSONEncoder's .prettyPrinted with .sortedKeys: two-space indents, " : ", empty containers on lines of their own.
import Foundation

struct Inner: Codable {
    var values: [Int]
    var empty: [String]
    var table: [String: Bool]
}

struct Outer: Codable {
    var title: String
    var inner: Inner
    var list: [Inner]
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let value = Outer(title: "T", inner: Inner(values: [1, 2], empty: [], table: [:]),
                  list: [Inner(values: [], empty: ["x"], table: ["on": true])])
print(String(data: try encoder.encode(value), encoding: .utf8)!)
print(String(data: try encoder.encode([Int]()), encoding: .utf8)!)
print(String(data: try encoder.encode("plain"), encoding: .utf8)!)

// expect: {
// expect:   "inner" : {
// expect:     "empty" : [
// expect:
// expect:     ],
// expect:     "table" : {
// expect:
// expect:     },
// expect:     "values" : [
// expect:       1,
// expect:       2
// expect:     ]
// expect:   },
// expect:   "list" : [
// expect:     {
// expect:       "empty" : [
// expect:         "x"
// expect:       ],
// expect:       "table" : {
// expect:         "on" : true
// expect:       },
// expect:       "values" : [
// expect:
// expect:       ]
// expect:     }
// expect:   ],
// expect:   "title" : "T"
// expect: }
// expect: [
// expect:
// expect: ]
// expect: "plain"
