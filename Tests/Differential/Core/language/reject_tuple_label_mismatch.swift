// A tuple with different labels does not convert.
print("this program must not run")
let p: (x: Int, y: Int) = (a: 1, b: 2)
print(p)

// expect error: cannot convert value of type '(a: Int, b: Int)' to specified type '(x: Int, y: Int)'
