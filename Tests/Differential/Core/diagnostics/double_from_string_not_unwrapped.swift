// `Double(_:)` of a String can fail: its result is optional.
print("this program must not run")
let text = "2.5"
let width: Double = Double(text)
print(width)

// expect error: value of optional type 'Double?' must be unwrapped to a value of type 'Double'
