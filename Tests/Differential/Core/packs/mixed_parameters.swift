// A pack parameter among ordinary ones: a labelled pack takes the arguments after its label,
// a later labelled parameter ends it, and a defaulted one may be left out.
func log<each T>(_ prefix: String, values: repeat each T, suffix: String = ".") {
    print(prefix, terminator: "")
    repeat print(" ", each values, separator: "", terminator: "")
    print(suffix)
}
log("a:", values: 1, 2, "three")
log("b:", values: true, suffix: "!")
log("c:")
func pairs<each T>(_ first: Int, _ rest: repeat each T) -> (Int, repeat each T) {
    (first, repeat each rest)
}
print(pairs(1, "x", 2.0))
print(pairs(7))

// expect: a: 1 2 three.
// expect: b: true!
// expect: c:.
// expect: (1, "x", 2.0)
// expect: 7
