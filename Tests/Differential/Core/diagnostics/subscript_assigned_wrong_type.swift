// A value assigned through a subscript must have the element's type (a dictionary's value type).
print("this program must not run")
var xs = [1, 2]
xs[0] = 1.5
var lists: [String: [Int]] = [:]
lists["a"] = 2
var maybe: [String: Int?] = [:]
maybe["a"] = "x"
let fixed = [1]
fixed[0] = 2
print(xs, lists, maybe, fixed)

// expect error: cannot assign value of type 'Double' to subscript of type 'Int'
