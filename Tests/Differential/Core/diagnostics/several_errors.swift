// Several independent mistakes: swiftc reports each of them.
print("this program must not run")
struct Size { var width: Double; var height: Double }
let a = Size(width: 1)
let b: Int = 2.5
let c = Size(width: 1, height: 2)
c.width = 3
print(a, b, c.hieght)

// expect error: missing argument for parameter 'height' in call
