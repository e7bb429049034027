// Substring is its own type: split, prefix and dropFirst give one; String(_:) and Int(_:) take one.
let path = "M10 20 L30 40"
let tokens = path.split(separator: " ")
print(type(of: tokens[0]), tokens)
let first = tokens[0]
print(first.dropFirst(), Int(first.dropFirst()) ?? 0, String(first.prefix(1)) == "M")
let numbers = tokens.compactMap { Int($0.dropFirst()) }
print(numbers, numbers.reduce(0, +))
let name = "shapebook"
let head = name.prefix(5)
print(head, head.count, head.uppercased(), head.hasPrefix("sha"), head == "shape")
let text: String = String(head) + "!"
print(text, type(of: text), type(of: head.uppercased()), type(of: head.dropLast()))
var seen: Set<Substring> = []
for piece in "a b a c b".split(separator: " ") { seen.insert(piece) }
print(seen.count, "\(head)-\(name.suffix(4))")

// expect: Substring ["M10", "20", "L30", "40"]
// expect: 10 10 true
// expect: [10, 0, 30, 0] 40
// expect: shape 5 SHAPE true true
// expect: shape! String String Substring
// expect: 3 shape-book
