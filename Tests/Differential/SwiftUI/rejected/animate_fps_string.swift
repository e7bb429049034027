// animate's fps is an Int.
print("this program must not run")
animate(fps: "20") { t in Circle() }

// expect error: cannot convert value of type 'String' to expected argument type 'Int'
