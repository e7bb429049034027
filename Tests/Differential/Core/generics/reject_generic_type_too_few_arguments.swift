// A generic type written with fewer type arguments than it has parameters.
print("this program must not run")
struct Pair<A, B> { var a: A; var b: B }
let p: Pair<Int> = Pair(a: 1, b: 2)
print(p.a)

// expect error: generic type 'Pair' specialized with too few type parameters (got 1, but expected 2)
