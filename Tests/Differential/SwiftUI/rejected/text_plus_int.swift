// A number appended to a string with `+` inside Text.
print("this program must not run")
let score = 12
Text("Score: " + score)

// expect error: cannot convert value of type 'Int' to expected argument type 'String'
