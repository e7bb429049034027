// Binding an `Int??` once gives an `Int?`, which arithmetic does not take.
print("this program must not run")
let x: Int?? = 3
if let v = x { print(v + 1) }

// expect error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
