// A literal mixing unrelated types needs an explicit type.
print("this program must not run")
let xs = [1, "two"]
print(xs)

// expect error: heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional
