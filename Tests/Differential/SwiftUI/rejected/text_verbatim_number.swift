// Text(verbatim:) takes a String only.
print("this program must not run")
let ratio = 2.5
Text(verbatim: ratio)

// expect error: cannot convert value of type 'Double' to expected argument type 'String'
