// An operation whose operands decide its type, which the context then cannot hold: swiftc
// blames the conversion at the operator.
print("this program must not run")
let xs = [23, 24]
let a: Int = 10 / 4.0
let c: Double = xs.reduce(0, +) + 1
var q = 1.0
q = xs.count + xs.count
func g() -> Double { xs.count / 2 }
print(a, c, q, g())

// expect error: cannot convert value of type 'Double' to specified type 'Int'
