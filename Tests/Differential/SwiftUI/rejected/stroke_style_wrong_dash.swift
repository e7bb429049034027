// StrokeStyle's dash is an array of CGFloat.
print("this program must not run")
Circle().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: 4))

// expect error: cannot convert value of type 'Int' to expected argument type '[CGFloat]'
