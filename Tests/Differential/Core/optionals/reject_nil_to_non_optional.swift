// nil cannot be a non-optional value.
print("this program must not run")
var s: String = "a"
s = nil
print(s)

// expect error: 'nil' cannot be assigned to type 'String'
