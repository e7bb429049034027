// An Int variable used as a frame size: only literals become CGFloat.
print("this program must not run")
let side = 80
Circle()
    .frame(width: side, height: side)

// expect error: cannot convert value of type 'Int' to expected argument type 'CGFloat'
