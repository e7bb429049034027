// A name used that nothing declares.
print("this program must not run")
let width = 3.0
print(width * hieght)

// expect error: cannot find 'hieght' in scope
