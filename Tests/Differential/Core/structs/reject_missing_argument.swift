// The memberwise init needs every property without a default.
print("this program must not run")
struct P { var x: Double; var y: Double }
let p = P(x: 1)
print(p)

// expect error: missing argument for parameter 'y' in call
