// Strings cannot be sliced with a range of Ints.
print("this program must not run")
let s = "hello"
print(s[1..<3])

// expect error: 'subscript(_:)' is unavailable: cannot subscript String with an integer range, use a String.Index range instead.
