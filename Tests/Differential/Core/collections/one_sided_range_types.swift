// One-sided ranges have their own library types: PartialRangeFrom, PartialRangeUpTo, PartialRangeThrough.
let a = 2...
let b = ..<5
let c = ...5
print(type(of: a), type(of: b), type(of: c))
print(a, b, c)
let r: PartialRangeFrom<Int> = 2...
let u: PartialRangeUpTo<Double> = ..<0.5
let t: PartialRangeThrough<Character> = ..."m"
print(r.lowerBound, u.upperBound, t.upperBound, b.upperBound, c.upperBound)
print(type(of: u), type(of: t), u.contains(0.25), t.contains("z"))
print([a, r], "\(b)")
var cuts: [PartialRangeUpTo<Int>] = [..<1, ..<3]
cuts.append(..<2)
print(cuts.map { $0.upperBound })

// expect: PartialRangeFrom<Int> PartialRangeUpTo<Int> PartialRangeThrough<Int>
// expect: PartialRangeFrom<Int>(lowerBound: 2) PartialRangeUpTo<Int>(upperBound: 5) PartialRangeThrough<Int>(upperBound: 5)
// expect: 2 0.5 m 5 5
// expect: PartialRangeUpTo<Double> PartialRangeThrough<Character> true false
// expect: [Swift.PartialRangeFrom<Swift.Int>(lowerBound: 2), Swift.PartialRangeFrom<Swift.Int>(lowerBound: 2)] PartialRangeUpTo<Int>(upperBound: 5)
// expect: [1, 3, 2]
