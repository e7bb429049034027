// type(of:) shows the inferred static types.
let a = 1, b = 1.0, c = "s", d = [1: [2.0]], e = (1, true)
print(type(of: a), type(of: b), type(of: c), type(of: d), type(of: e))
let f = { (x: Int) in Double(x) }
print(type(of: f), type(of: Optional(1)), type(of: 1...2))

// expect: Int Double String Dictionary<Int, Array<Double>> (Int, Bool)
// expect: (Int) -> Double Optional<Int> ClosedRange<Int>
