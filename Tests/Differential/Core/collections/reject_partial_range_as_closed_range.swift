// A one-sided range is no ClosedRange.
print("this program must not run")
let r: ClosedRange<Int> = 2...
print(r)

// expect error: cannot convert value of type 'PartialRangeFrom<Int>' to specified type 'ClosedRange<Int>'
