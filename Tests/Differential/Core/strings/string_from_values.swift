// Converting values to Strings: String(_:), String(describing:), and description.
print(String(3), String(2.5), String(true), String(Float(1.5)))
print(String(describing: [1, 2]), String(describing: Optional(3)))
print(42.description, 0.5.description)
print(String(-7) + String(7))

// expect: 3 2.5 true 1.5
// expect: [1, 2] Optional(3)
// expect: 42 0.5
// expect: -77
