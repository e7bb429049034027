// frame(width:height:) takes CGFloats: an Int variable does not convert.
print("this program must not run")
let side = 40
Rectangle()
    .frame(width: side, height: 40)

// expect error: cannot convert value of type 'Int' to expected argument type 'CGFloat'
