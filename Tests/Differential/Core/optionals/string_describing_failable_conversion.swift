// String(describing:) takes any value, an optional included: no unwrap needed.
let text = "5"
print(String(describing: Int(text)))
print(String(describing: Double("x")))
print(String(Int(text) ?? 0))
print(String(Double(text) ?? 1))

// expect: Optional(5)
// expect: nil
// expect: 5
// expect: 5.0
