// `String.init` as a function where swiftc resolves it: Ints, Bools, Characters, Substrings,
// arrays, ranges and a type with a `description`; `String.init(describing:)` for any value.
struct Pin: CustomStringConvertible {
    var n: Int
    var description: String { "pin\(n)" }
}
enum Side { case left, right }
print([1, 2].map(String.init), [true].map(String.init))
let letters: [Character] = ["a", "b"]
print(letters.map(String.init), "a,b".split(separator: ",").map(String.init))
print([[1], [2, 3]].map(String.init), [1...2].map(String.init))
print([Pin(n: 1), Pin(n: 2)].map(String.init))
print([Side.left, .right].map(String.init(describing:)), [1.5].map(String.init(describing:)))
print(["7", "x"].compactMap(Int.init), [1, 2].map(Double.init))

// expect: ["1", "2"] ["true"]
// expect: ["a", "b"] ["a", "b"]
// expect: ["[1]", "[2, 3]"] ["1...2"]
// expect: ["pin1", "pin2"]
// expect: ["left", "right"] ["1.5"]
// expect: [7] [1.0, 2.0]
