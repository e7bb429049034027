// Two packs of one shape expand together: `repeat (each a, each b)` pairs them element by
// element.
func zipped<each A, each B>(_ a: repeat each A, with b: repeat each B) -> (repeat (each A, each B))
    where (repeat (each A, each B)): Any {
    (repeat (each a, each b))
}
print(zipped(1, "x", with: true, 2.5))
func both<each A, each B>(_ a: repeat each A, and b: repeat each B) where (repeat (each A, each B)): Any {
    repeat print(each a, each b)
}
both(1, 2, and: "one", "two")

// expect: ((1, true), ("x", 2.5))
// expect: 1 one
// expect: 2 two
