// An Int variable where only a CGFloat fits.
print("this program must not run")
let side = 40
Circle().frame(width: side, height: side)

// expect error: cannot convert value of type 'Int' to expected argument type 'CGFloat'
