// The result of a function that returns nothing, used as a number.
print("this program must not run")
func log(_ x: Int) { print(x) }
let total: Int = log(3)
print(total)

// expect error: cannot convert value of type '()' to specified type 'Int'
