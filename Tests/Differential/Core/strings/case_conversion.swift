// uppercased() and lowercased(), on ASCII and beyond.
print("Hello, World".uppercased(), "Hello, World".lowercased())
print("straße".uppercased())
let title = "shape"
print(title.prefix(1).uppercased() + title.dropFirst())

// expect: HELLO, WORLD hello, world
// expect: STRASSE
// expect: Shape
