// A required argument left out.
print("this program must not run")
Color(red: 1, green: 0.5)

// expect error: missing argument for parameter 'blue' in call
