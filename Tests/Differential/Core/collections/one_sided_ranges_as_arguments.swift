// One-sided ranges passed where their types are asked for, and to a RangeExpression generic.
func start(_ r: PartialRangeFrom<Int>) -> Int { r.lowerBound }
func end(_ r: PartialRangeThrough<Int>) -> Int { r.upperBound }
func holds<R: RangeExpression>(_ r: R, _ x: Int) -> Bool where R.Bound == Int { r.contains(x) }
func cut<R: RangeExpression>(_ xs: [String], _ r: R) -> Range<Int> where R.Bound == Int { r.relative(to: xs) }
print(start(3...), end(...7))
print(holds(2..., 4), holds(..<4, 4), holds(...4, 4), holds(1..<3, 4), holds(4...4, 4))
let words = ["a", "b", "c", "d"]
print(cut(words, 1...), cut(words, ..<2), cut(words, ...2), cut(words, 1..<3))
func tail(_ r: PartialRangeFrom<Int>) -> PartialRangeFrom<Int> { (r.lowerBound + 1)... }
print(tail(1...), type(of: tail(1...)))

// expect: 3 7
// expect: true false true false true
// expect: 1..<4 0..<2 0..<3 1..<3
// expect: PartialRangeFrom<Int>(lowerBound: 2) PartialRangeFrom<Int>
