// A stride made in generic code over T: Strideable reads a program's type lazily too (each next()
// compares, then advances), and the numbers as before; Array and map walk it twice, first(where:) stops.
struct M: Strideable, CustomStringConvertible {
    var v: Int
    func distance(to other: M) -> Int { print(" d\(v)>\(other.v)", terminator: ""); return other.v - v }
    func advanced(by n: Int) -> M { print(" a\(v)+\(n)", terminator: ""); return M(v: v + n) }
    var description: String { "\(v)m" }
}
func walk<T: Strideable>(_ a: T, _ b: T, _ s: T.Stride) {
    for x in stride(from: a, to: b, by: s) { print(" got", x, terminator: "") }
    print()
    print(Array(stride(from: a, through: b, by: s)))
    print(stride(from: a, to: b, by: s).map { "\($0)" })
    print(stride(from: a, to: b, by: s).first { _ in true } as Any)
}
walk(M(v: 0), M(v: 4), 2)
walk(0, 4, 2)
walk(0.0, 1.0, 0.5)

// expect:  d0>4 a0+2 got 0m d2>4 a2+2 got 2m d4>4
// expect:  d0>4 a0+2 d2>4 a2+2 d4>4 d4>4 d4>4 d4>4 d0>4 a0+2 d2>4 a2+2 d4>4 d4>4 d4>4 d4>4[0m, 2m, 4m]
// expect:  d0>4 a0+2 d2>4 a2+2 d4>4 d0>4 a0+2 d2>4 a2+2 d4>4["0m", "2m"]
// expect:  d0>4 a0+2Optional(0m)
// expect:  got 0 got 2
// expect: [0, 2, 4]
// expect: ["0", "2"]
// expect: Optional(0)
// expect:  got 0.0 got 0.5
// expect: [0.0, 0.5, 1.0]
// expect: ["0.0", "0.5"]
// expect: Optional(0.0)
