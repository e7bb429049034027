// An optional interpolated or printed shows its Optional wrapper.
let maybe: Int? = 3
let none: String? = nil
print("value: \(String(describing: maybe))", "none: \(String(describing: none))")
print(maybe as Any, none as Any)
print("\(maybe ?? 0)")

// expect: value: Optional(3) none: nil
// expect: Optional(3) nil
// expect: 3
