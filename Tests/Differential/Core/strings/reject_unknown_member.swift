// A misspelled member is rejected with a suggestion.
print("this program must not run")
let s = "hello"
print(s.upercased())

// expect error: value of type 'String' has no member 'upercased'
