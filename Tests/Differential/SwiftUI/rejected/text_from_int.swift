// Text takes a string, not an Int.
print("this program must not run")
Text(3)

// expect error: no exact matches in call to initializer
