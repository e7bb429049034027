// opacity(_:) takes a number, not a string.
print("this program must not run")
Circle()
    .opacity("0.5")

// expect error: cannot convert value of type 'String' to expected argument type 'Double'
