// Float arithmetic rounds to Float at every step.
var f: Float = 0
for _ in 0..<10 { f += 0.1 }
print(f)
var d = 0.0
for _ in 0..<10 { d += 0.1 }
print(d)
print(Float(16777217))

// expect: 1.0000001
// expect: 0.9999999999999999
// expect: 16777216.0
