// A type nested in a generic type and generic itself, given both types' arguments in an
// expression: `Outer<String>.Pair<Double>(…)` constructs it, its statics and metatype read through it.
struct Outer<T> {
    struct Pair<U>: CustomStringConvertible {
        let a: T
        let b: U
        static func twin(_ x: T, _ y: U) -> Pair<U> { Pair(a: x, b: y) }
        var description: String { "(\(a), \(b))" }
    }
    struct Inner { let t: T }
}
let p = Outer<String>.Pair<Double>(a: "x", b: 1.5)
print(p.a, p.b, type(of: p))
let q = Outer<Int>.Pair<Bool>(a: 1, b: true)
print(q, type(of: q))
let r = Outer<Int>.Pair<Double>(a: 2, b: 3)
print(r.b)
print(Outer<String>.Pair<Int>.twin("t", 4))
print(Outer<String>.Pair<Int>.self)
let ps = [Outer<Character>.Pair<Int>(a: "c", b: 1), .init(a: "d", b: 2)]
print(ps.map(\.b), ps)
let i = Outer<String>.Inner(t: "z")
print(i.t, type(of: i))

// expect: x 1.5 Pair<Double>
// expect: (1, true) Pair<Bool>
// expect: 3.0
// expect: (t, 4)
// expect: Pair<Int>
// expect: [1, 2] [(c, 1), (d, 2)]
// expect: z Inner
