// `first` of an array is optional: its members need `?` or unwrapping.
print("this program must not run")
let names = ["ada", "grace"]
print(names.first.uppercased())

// expect error: value of optional type 'String?' must be unwrapped to refer to member 'uppercased' of wrapped base type 'String'
