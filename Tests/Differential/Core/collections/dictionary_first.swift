// A dictionary's `first`: an optional `(key:, value:)` tuple (one entry, so the order is fixed).
let scores = ["ann": 31]
print(scores.first as Any)
if let entry = scores.first { print(entry.key, entry.value) }
let pair = scores.first!
print(pair)
let empty: [String: Int] = [:]
print(empty.first as Any, empty.first == nil)
var counts = [7: "seven"]
counts[7] = "SEVEN"
print(counts.first.map { "\($0.key)=\($0.value)" } ?? "none")

// expect: Optional((key: "ann", value: 31))
// expect: ann 31
// expect: (key: "ann", value: 31)
// expect: nil true
// expect: 7=SEVEN
