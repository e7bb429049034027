// A range of Doubles is no sequence: its sequence methods are refused.
print("this program must not run")
let total = (1.0...3.0).reduce(0, +)
print(total)

// expect error: referencing instance method 'reduce' on 'ClosedRange' requires that 'Double' conform to 'SignedInteger'
