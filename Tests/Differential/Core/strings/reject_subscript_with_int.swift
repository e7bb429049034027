// Strings cannot be subscripted with an Int.
print("this program must not run")
let s = "hello"
print(s[0])

// expect error: 'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.
