// CGRect(x:y:width:height:) needs every argument.
print("this program must not run")
Circle().path(in: CGRect(x: 0, y: 0, width: 10))

// expect error: missing argument for parameter 'height' in call
