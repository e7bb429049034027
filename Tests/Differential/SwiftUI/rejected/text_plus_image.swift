// An Image joined to a Text with `+`: only a Text joins, so the Image goes in Text(…).
print("this program must not run")
let rating = Text("Rated ") + Image(systemName: "star")

// expect error: cannot convert value of type 'Image' to expected argument type 'Text'
