// A number joined to a String with `+` where a String is wanted: swiftc takes String's `+`
// and blames the number.
print("this program must not run")
func show(_ label: String) { print(label) }
let score = 12
show("Score: " + score)
let title: String = "Level " + score

// expect error: cannot convert value of type 'Int' to expected argument type 'String'
