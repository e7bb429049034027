// A Substring appends a Character or, by append(contentsOf:), text; it has no append of a String.
print("this program must not run")
var v = "abc".dropFirst()
v.append("yx")
print(v)

// expect error: no exact matches in call to instance method 'append'
