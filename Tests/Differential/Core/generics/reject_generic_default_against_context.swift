// A left-out argument's default binds the function's generic parameter before the context does.
print("this program must not run")
func f<T>(_ x: T = 1) -> T { x }
print(f())
let s: String = f()
print(s)

// expect error: cannot convert value of type 'Int' to specified type 'String'
