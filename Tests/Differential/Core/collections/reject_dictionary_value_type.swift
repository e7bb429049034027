// Dictionary values must have the declared type.
print("this program must not run")
var d: [String: Int] = [:]
d["a"] = 1.5
print(d)

// expect error: cannot assign value of type 'Double' to subscript of type 'Int'
