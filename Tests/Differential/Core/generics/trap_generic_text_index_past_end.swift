// A generic function reads a String at its endIndex, reached by index(_:offsetBy:) over a flag:
// swiftc's trap, String index is out of bounds, as String's own subscript traps.
func at<C: Collection>(_ c: C, _ n: Int) -> C.Element { c[c.index(c.startIndex, offsetBy: n)] }
let s = "añ🇫🇷"
print(at(s, 2), at([1, 2, 3], 2))
print(at(s, 3))

// expect: 🇫🇷 3
// expect runtime error: String index is out of bounds
