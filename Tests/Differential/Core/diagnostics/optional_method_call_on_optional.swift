// A method called on an optional without `?`.
print("this program must not run")
let names: [String]? = ["b", "a"]
print(names.sorted())

// expect error: value of optional type '[String]?' must be unwrapped to refer to member 'sorted' of wrapped base type '[String]'
