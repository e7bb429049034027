// A plain optional passed to max or min is not forced: swiftc's T is what it wraps, and each
// optional argument must be unwrapped.
print("this program must not run")
let a: Int? = 3
let b: Int? = 4
print(max(a, b))
print(min(2, a))
print(max(a, 2, 3))

// expect error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
