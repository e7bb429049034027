// A member of an optional needs ?. or unwrapping.
print("this program must not run")
let s: String? = "abc"
print(s.count)

// expect error: value of optional type 'String?' must be unwrapped to refer to member 'count' of wrapped base type 'String'
