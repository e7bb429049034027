// LinearGradient(colors:) takes an array.
print("this program must not run")
LinearGradient(colors: .red, startPoint: .top, endPoint: .bottom)

// expect error: type '[Color]' has no member 'red'
