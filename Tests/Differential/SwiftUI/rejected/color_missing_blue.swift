// Color(red:green:blue:) called without its blue component.
print("this program must not run")
Circle()
    .fill(Color(red: 1, green: 0.5))

// expect error: missing argument for parameter 'blue' in call
