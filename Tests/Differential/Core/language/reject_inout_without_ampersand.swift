// An inout argument needs &.
print("this program must not run")
func bump(_ x: inout Int) { x += 1 }
var n = 1
bump(n)
print(n)

// expect error: passing value of type 'Int' to an inout parameter requires explicit '&'
