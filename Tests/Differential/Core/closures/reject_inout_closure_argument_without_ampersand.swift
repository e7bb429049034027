// A closure's `inout` parameter takes its argument with `&`, as a function's does.
print("this program must not run")
let bump = { (n: inout Int) -> Int in n += 1; return n }
var x = 1
print(bump(x))

// expect error: passing value of type 'Int' to an inout parameter requires explicit '&'
