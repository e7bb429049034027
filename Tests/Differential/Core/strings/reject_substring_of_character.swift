// Substring(_:) takes a String or a sequence of characters, not one Character.
print("this program must not run")
let c: Character = "x"
print(Substring(c))

// expect error: no exact matches in call to initializer
