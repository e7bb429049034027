// String(_:) of an optional that a concrete initialiser made from a plain value: swiftc's
// solutions with the unwrap tie with init(describing:) relabelled, so no initialiser matches.
print("this program must not run")
let text = "5"
let piece: Substring = "7"
print(String(Int(text)))
print(String(Double(piece)))
print(String(Int8(text)))

// expect error: no exact matches in call to initializer
