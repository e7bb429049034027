// A String appends text, a Character or a sequence of them, not a number.
print("this program must not run")
var label = "size "
label.append(contentsOf: 3)
print(label)

// expect error: no exact matches in call to instance method 'append'
