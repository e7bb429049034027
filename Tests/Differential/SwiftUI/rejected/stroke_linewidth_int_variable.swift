// An Int variable given as a stroke's line width.
print("this program must not run")
let width = 3
Circle()
    .stroke(Color.blue, lineWidth: width)

// expect error: cannot convert value of type 'Int' to expected argument type 'CGFloat'
