// A `? :` whose results share no type gets none from the array literal around it, even where
// the array is given as an `Any` (print's parameter): swiftc blames the first result.
print("this program must not run")
let active = true
let count = 3
let name = "three"
print([active ? count : "a"])
let sizes = [1, active ? count : 2.5]
let labels = [(active ? count : name)]
print(sizes, labels)

// expect error: result values in '? :' expression have mismatching types 'Int' and 'String'
