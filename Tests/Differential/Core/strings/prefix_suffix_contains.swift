// hasPrefix, hasSuffix and contains on Strings.
let file = "figure.svg"
print(file.hasPrefix("fig"), file.hasSuffix(".png"), file.hasSuffix(".svg"))
print(file.contains("."), file.contains("ure"), file.contains(Character("z")))
print(file.first ?? "?", file.last ?? "?")

// expect: true false true
// expect: true true false
// expect: f g
