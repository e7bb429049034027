// A tuple has no element past its last.
print("this program must not run")
let size = (3, 4)
print(size.2)

// expect error: value of tuple type '(Int, Int)' has no member '2'
