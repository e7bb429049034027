// A range whose lower bound exceeds its upper bound traps.
let lower = 5
let upper = 2
print("making a range")
let r = lower..<upper
print(r)

// expect: making a range
// expect runtime error: Range requires lowerBound <= upperBound
