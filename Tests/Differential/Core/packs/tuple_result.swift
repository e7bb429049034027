// `(repeat each x)` makes a tuple of the pack: two elements print as a tuple, one is the
// element itself, none is `()`.
func pack<each T>(_ values: repeat each T) -> (repeat each T) {
    return (repeat each values)
}
print(pack(1, "b", 2.5))
print(pack("alone"))
print(pack())
let (a, b) = pack(10, "x")
print(a + 1, b + "y")

// expect: (1, "b", 2.5)
// expect: alone
// expect: ()
// expect: 11 xy
