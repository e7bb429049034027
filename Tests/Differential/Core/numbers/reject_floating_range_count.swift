// A range of Doubles has isEmpty and its bounds but no count: its Stride is no SignedInteger.
print("this program must not run")
let q = 0.0..<1.5
print(q.isEmpty, q.lowerBound, q.upperBound)
print(q.count)

// expect error: referencing property 'count' on 'Range' requires that 'Double' conform to 'SignedInteger'
