// compactMapValues keeps the keys whose transformed value is not nil.
let widths = ["thin": "1", "bold": "3", "auto": "x"]
let parsed = widths.compactMapValues { Int($0) }
print(parsed.sorted { $0.key < $1.key }, parsed.count)
let scores: [String: Int?] = ["a": 1, "b": nil, "c": 3]
print(scores.compactMapValues { $0 }.keys.sorted())
let doubled = parsed.compactMapValues { $0 > 1 ? Double($0) * 2 : nil }
print(doubled)

// expect: [(key: "bold", value: 3), (key: "thin", value: 1)] 2
// expect: ["a", "c"]
// expect: ["bold": 6.0]
