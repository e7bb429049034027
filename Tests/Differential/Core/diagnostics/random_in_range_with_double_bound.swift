// `Int.random(in:)` wants an Int range: a Double bound cannot convert.
print("this program must not run")
let roll = Int.random(in: 0..<1.5)
print(roll)

// expect error: cannot convert value of type 'Double' to expected argument type 'Int'
