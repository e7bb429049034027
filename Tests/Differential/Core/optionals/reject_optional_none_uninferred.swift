// Optional.none with nothing to say what it wraps.
print("this program must not run")
let n = Optional.none
print(n as Any)

// expect error: generic parameter 'Wrapped' could not be inferred
