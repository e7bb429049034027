// A literal takes the type its context asks for.
let d: Double = 3
let f: Float = 1
let u: UInt8 = 200
let values: [Double] = [1, 2, 3]
print(d, f, u, values)
func scale(_ x: Double) -> Double { x * 2 }
print(scale(4))
print(type(of: values[0]))

// expect: 3.0 1.0 200 [1.0, 2.0, 3.0]
// expect: 8.0
// expect: Double
