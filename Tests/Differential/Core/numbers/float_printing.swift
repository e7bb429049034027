// Float prints with Float's own shortest digits, not Double's.
let f: Float = 0.1
print(f, Float(1) / 3, Float(4))
print(Float(0.1) + Float(0.2))
print(Double(f))
print(Float.pi, type(of: f))

// expect: 0.1 0.33333334 4.0
// expect: 0.3
// expect: 0.10000000149011612
// expect: 3.1415925 Float
