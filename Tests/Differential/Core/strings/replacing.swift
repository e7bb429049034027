// replacing(_:with:) and filter over characters.
let path = "a/b/c"
print(path.replacing("/", with: "::"))
print(String("hello world".filter { $0 != "o" }))
print("banana".replacing("an", with: "AN"))

// expect: a::b::c
// expect: hell wrld
// expect: bANANa
