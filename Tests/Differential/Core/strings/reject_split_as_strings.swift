// split gives Substrings: an array of them is not an array of Strings.
print("this program must not run")
let parts: [String] = "a b c".split(separator: " ")
print(parts)

// expect error: no 'split' candidates produce the expected contextual result type '[String]'
