// A String where a CGFloat is expected.
print("this program must not run")
Circle().stroke(.red, lineWidth: "2")

// expect error: cannot convert value of type 'String' to expected argument type 'CGFloat'
