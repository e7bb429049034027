// A half-open range of a program's Strideable type has Range's index moves and searches: index(after:) and
// index(before:) are one advanced(by: ±1), index(_:offsetBy:) one advanced(by:), distance(from:to:) the type's
// distance(to:), and firstIndex(of:)/lastIndex(of:) the value itself when the range contains it.
struct Step: Strideable, CustomStringConvertible {
    var n: Int
    func distance(to other: Step) -> Int { print("distance \(n) to \(other.n)"); return other.n - n }
    func advanced(by k: Int) -> Step { print("advance \(n) by \(k)"); return Step(n: n + k) }
    static func < (a: Step, b: Step) -> Bool { a.n < b.n }
    var description: String { "S\(n)" }
}
let r = Step(n: 1)..<Step(n: 4)
print(r.index(after: r.startIndex))
print(r.index(before: r.endIndex))
print(r.index(r.startIndex, offsetBy: 2))
print(r.distance(from: r.startIndex, to: r.endIndex))
print(r.firstIndex(of: Step(n: 2)) as Any, r.firstIndex(of: Step(n: 4)) as Any, r.lastIndex(of: Step(n: 1)) as Any)

// expect: advance 1 by 1
// expect: S2
// expect: advance 4 by -1
// expect: S3
// expect: advance 1 by 2
// expect: S3
// expect: distance 1 to 4
// expect: 3
// expect: Optional(S2) nil Optional(S1)
