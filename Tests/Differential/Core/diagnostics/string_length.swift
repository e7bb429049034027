// Swift strings have no `length`.
print("this program must not run")
let name = "Shapebook"
print(name.length)

// expect error: value of type 'String' has no member 'length'
