// A frame's width given as a string.
print("this program must not run")
Rectangle()
    .frame(width: "100", height: 50)

// expect error: cannot convert value of type 'String' to expected argument type 'CGFloat'
