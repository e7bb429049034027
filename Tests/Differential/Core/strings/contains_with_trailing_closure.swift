// A string's contains with a trailing closure is contains(where:); with a string it is a substring search.
let label = "Ring 12"
print(label.contains { $0.isNumber }, label.contains { $0 == "x" })
print(label.contains(where: { $0.isUppercase }), label.contains("ng"), label.contains(Character(" ")))
let names = ["circle", "Square", "ring"]
print(names.filter { name in name.contains { $0.isUppercase } })
let sub = label.dropFirst(5)
print(sub.contains { $0 == "2" })

// expect: true false
// expect: true true true
// expect: ["Square"]
// expect: true
