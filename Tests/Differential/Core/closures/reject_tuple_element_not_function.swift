// A tuple element that is no function cannot be called: swiftc points at the element's name.
print("this program must not run")
let t = ({ 1 }, 2)
print(t.0())
print(t.1())

// expect error: cannot call value of non-function type 'Int'
