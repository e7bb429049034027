// min and max passed as functions (reduce, zip(...).map, a (T, T) -> T variable, Swift.min) use
// the type's own `<`, and a UInt above Int.max orders as unsigned.
struct V: Comparable, CustomStringConvertible {
    var a: Int
    static func < (l: V, r: V) -> Bool { l.a % 10 < r.a % 10 }
    var description: String { "V\(a)" }
}
let vs = [V(a: 5), V(a: 13), V(a: 21)]
print(vs.reduce(vs[0], min), vs.reduce(vs[0], max))
let ws = [V(a: 9), V(a: 2), V(a: 30)]
print(zip(vs, ws).map(min), zip(vs, ws).map(max))
let pick: (V, V) -> V = max
print(pick(V(a: 19), V(a: 20)), [V(a: 4), V(a: 17)].reduce(V(a: 8), Swift.min))
let big: [UInt] = [3, 18446744073709551615, 7]
print(big.reduce(0, max), big.reduce(UInt.max, min))
let words = ["pear", "fig", "apple"]
print(words.reduce(words[0], min), zip(words, words.reversed()).map(max))

// expect: V21 V5
// expect: [V5, V2, V30] [V9, V13, V21]
// expect: V19 V4
// expect: 18446744073709551615 3
// expect: apple ["pear", "fig", "pear"]
