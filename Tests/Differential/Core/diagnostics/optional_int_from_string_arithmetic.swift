// Int(_:) of a string is optional: its result cannot be added to directly.
print("this program must not run")
let typed = "41"
let answer = Int(typed) + 1
print(answer)

// expect error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
