// A colour named by a string.
print("this program must not run")
Text("hi")
    .foregroundColor("red")

// expect error: cannot convert value of type 'String' to expected argument type 'Color'
