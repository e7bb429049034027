// String(_:) of a failable conversion generic over its text (or whose argument is a literal):
// swiftc ranks String's initialisers and asks to unwrap, as LosslessStringConvertible's wins.
print("this program must not run")
let text = "5"
let piece: Substring = "7"
let radix = 10
print(String(Double(text)))
print(String(Float(text)))
print(String(Int(piece)))
print(String(Int(text, radix: radix)))
print(String(Bool("true")))
print(String(Int(exactly: 2.5)))

// expect error: value of optional type 'Double?' must be unwrapped to a value of type 'Double'
