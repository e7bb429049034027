// A String variable is not assigned a Substring.
print("this program must not run")
var name = "circle"
name = name.suffix(3)
print(name)

// expect error: no 'suffix' candidates produce the expected contextual result type 'String'
