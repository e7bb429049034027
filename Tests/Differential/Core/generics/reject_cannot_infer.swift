// A generic parameter used only in the result must be inferable from context.
print("this program must not run")
func make<T>() -> [T] { [] }
let xs = make()
print(xs)

// expect error: generic parameter 'T' could not be inferred
