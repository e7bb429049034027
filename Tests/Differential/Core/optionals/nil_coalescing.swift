// ?? supplies a default, and chains.
let a: Int? = nil
let b: Int? = 7
print(a ?? 0, b ?? 0, a ?? b ?? -1)
let names = ["x": "Ex"]
print(names["x"] ?? "?", names["y"] ?? "?")
print(Int("3") ?? 0 + 10)

// expect: 0 7 7
// expect: Ex ?
// expect: 3
