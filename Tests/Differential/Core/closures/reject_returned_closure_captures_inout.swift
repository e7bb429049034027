// A closure returned from a function outlives the call: it cannot capture an `inout` parameter.
print("this program must not run")
func incrementer(_ x: inout Int) -> () -> Void {
    return { x += 1 }
}
var v = 1
incrementer(&v)()
print(v)

// expect error: escaping closure captures 'inout' parameter 'x'
