// An unused result is only a warning; the error is the Double given to an Int parameter.
print("this program must not run")
func doubled(_ x: Int) -> Int { x * 2 }
doubled(3)
let half = 1.5
doubled(half)

// expect error: cannot convert value of type 'Double' to expected argument type 'Int'
