// A `for` loop over a range of a program's Strideable type steps as Swift's iterator does: the type's `==`
// (here Strideable's default, through distance(to:)) and advanced(by:) run between the body's turns, and a
// ClosedRange makes no value past its upper bound.
struct Step: Strideable, CustomStringConvertible {
    var n: Int
    func distance(to other: Step) -> Int {
        print("distance \(n) to \(other.n)")
        return other.n - n
    }
    func advanced(by k: Int) -> Step {
        print("advance \(n) by \(k)")
        return Step(n: n + k)
    }
    static func < (a: Step, b: Step) -> Bool { a.n < b.n }
    var description: String { "S\(n)" }
}
for s in Step(n: 0)..<Step(n: 2) { print("body", s) }
print("--")
for s in Step(n: 0)...Step(n: 1) { print("body", s) }
print("--")
for s in Step(n: 0)..<Step(n: 5) {
    if s.n == 1 { break }
    print("body", s)
}

// expect: distance 0 to 2
// expect: advance 0 by 1
// expect: body S0
// expect: distance 1 to 2
// expect: advance 1 by 1
// expect: body S1
// expect: distance 2 to 2
// expect: --
// expect: distance 0 to 1
// expect: advance 0 by 1
// expect: body S0
// expect: distance 1 to 1
// expect: body S1
// expect: --
// expect: distance 0 to 5
// expect: advance 0 by 1
// expect: body S0
// expect: distance 1 to 5
// expect: advance 1 by 1
