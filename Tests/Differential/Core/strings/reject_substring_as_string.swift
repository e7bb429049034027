// A Substring is not a String: a String annotation does not take one.
print("this program must not run")
let s = "geometry"
let t: String = s.prefix(3)
print(t)

// expect error: no 'prefix' candidates produce the expected contextual result type 'String'
