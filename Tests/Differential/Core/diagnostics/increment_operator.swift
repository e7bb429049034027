// C's `++` does not exist in Swift.
print("this program must not run")
var i = 0
i++
print(i)

// expect error: cannot find operator '++' in scope; did you mean '+= 1'?
