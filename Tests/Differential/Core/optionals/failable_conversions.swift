// Failable conversions return optionals to unwrap.
let inputs = ["10", "x", "-3", "2.5"]
var total = 0
for s in inputs {
    if let n = Int(s) { total += n } else { print("skip", s) }
}
print(total)
print(inputs.compactMap(Double.init))

// expect: skip x
// expect: skip 2.5
// expect: 7
// expect: [10.0, -3.0, 2.5]
