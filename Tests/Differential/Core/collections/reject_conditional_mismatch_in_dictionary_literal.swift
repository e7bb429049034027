// A `? :` whose results share no type, as a dictionary literal's value or key, is an error of its
// own; one of two literals as a value makes the literal heterogeneous.
print("this program must not run")
let active = true
let count = 3
let scores = ["x": active ? count : "a"]
let marks = ["y": active ? 1 : "b"]
let names = [active ? count : "c": 1]
print(scores, marks, names)

// expect error: result values in '? :' expression have mismatching types 'Int' and 'String'
