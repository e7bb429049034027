// `split(separator:)` with a separator of several characters is the collection overload: the
// text splits on the whole separator (`"\n\n"` between blocks), with maxSplits and
// omittingEmptySubsequences as for a Character separator.
let blocks = "1000\n2000\n\n3000\n\n\n\n4000"
print(blocks.split(separator: "\n\n"))
print("x--y----z".split(separator: "--"), "x--y----z".split(separator: "--", omittingEmptySubsequences: false))
print("a::b::c".split(separator: "::", maxSplits: 1))
let separator = ", "
print("red, green, blue".split(separator: separator).map { $0.uppercased() })
print("a,b".split(separator: ","))

// expect: ["1000\n2000", "3000", "4000"]
// expect: ["x", "y", "z"] ["x", "y", "", "z"]
// expect: ["a", "b::c"]
// expect: ["RED", "GREEN", "BLUE"]
// expect: ["a", "b"]
