// Optionals print with their wrapper; nil prints as nil.
let some: Int? = 3
let none: Int? = nil
print(some as Any)
print(none as Any)
print(Optional(3))
print(Optional("text"))
print([1, nil, 3] as [Int?])
print(Optional(Optional(2.5)))
let d: [String: Int?] = ["k": nil]
print(d)

// expect: Optional(3)
// expect: nil
// expect: Optional(3)
// expect: Optional("text")
// expect: [Optional(1), nil, Optional(3)]
// expect: Optional(Optional(2.5))
// expect: ["k": nil]
