// `String.init` as a function value where one of String's initialisers is the most
// specialised: the concrete `init(_: Character)` and `init(_: Substring)`, the losslessly
// convertible Ints, UInt8s and Bools, and any other describable value (arrays, ranges,
// dictionaries, a type with a `description`).
struct Tag: CustomStringConvertible {
    var n: Int
    var description: String { "tag\(n)" }
}
print([1, 2].map(String.init), [UInt8(7)].map(String.init), [false].map(String.init))
print(Array("ab").map(String.init), "x-y".split(separator: "-").map(String.init))
print([[1, 2]].map(String.init), [0..<2].map(String.init), [["k": 1]].map(String.init))
print([Tag(n: 3)].map(String.init))

// expect: ["1", "2"] ["7"] ["false"]
// expect: ["a", "b"] ["x", "y"]
// expect: ["[1, 2]"] ["0..<2"] ["[\"k\": 1]"]
// expect: ["tag3"]
