// A PartialRangeUpTo has only an upper bound.
print("this program must not run")
let b = ..<5
print(b.lowerBound)

// expect error: value of type 'PartialRangeUpTo<Int>' has no member 'lowerBound'
