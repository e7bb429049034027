// A member of an optional is used without unwrapping it.
print("this program must not run")
let names = ["circle", "square"]
let letters = names.first.count
print(letters)

// expect error: value of optional type 'String?' must be unwrapped to refer to member 'count' of wrapped base type 'String'
