// One-sided ranges held in variables: looped over, cutting a String, matched as a switch pattern, over Doubles.
let r = 3...
for i in r { if i > 5 { break }; print(i) }
let s = "hello"
let i = s.index(s.startIndex, offsetBy: 2)
let cut = i...
print(s[cut], s[..<i])
let neg = ..<0
for x in [-3, 4] {
    switch x {
    case neg: print("neg")
    default: print("other")
    }
}
let ds: PartialRangeFrom<Double> = 1.5...
print(ds.contains(2), ds ~= 1.0, ds)
func lo(_ r: ClosedRange<Int>) -> Int { r.lowerBound }
print(lo(1...4))

// expect: 3
// expect: 4
// expect: 5
// expect: llo he
// expect: neg
// expect: other
// expect: true false PartialRangeFrom<Double>(lowerBound: 1.5)
// expect: 1
