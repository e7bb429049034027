// An array literal of tuple literals joins column by column, as swiftc infers it: a literal takes
// the type of a typed neighbour in its column (`[("ab", 1 as UInt8), ("cd", 3)]`), and an integer
// literal among float literals is a Double (`[(1, 2.5), (2, 3)]` is `[(Int, Double)]`).
for (text, shift) in [("ab", 1 as UInt8), ("cd", 3)] {
    print(text, shift, type(of: shift))
}
let pairs = [(1, 2.5), (2, 3)]
print(pairs, type(of: pairs))
let labelled = [(name: "x", score: 1), (name: "y", score: 2.5)]
print(labelled.map(\.score), labelled[0].name)

// expect: ab 1 UInt8
// expect: cd 3 UInt8
// expect: [(1, 2.5), (2, 3.0)] Array<(Int, Double)>
// expect: [1.0, 2.5] x
