// A struct with two type parameters and a method mapping one of them.
struct Pair<A, B> {
    var first: A
    var second: B
    func mapSecond<C>(_ f: (B) -> C) -> Pair<A, C> { Pair<A, C>(first: first, second: f(second)) }
}
let p = Pair(first: "x", second: 2)
print(p, p.mapSecond { Double($0) / 4 })

// expect: Pair<String, Int>(first: "x", second: 2) Pair<String, Double>(first: "x", second: 0.5)
