// `if let` unwraps an optional; an Int is not one.
print("this program must not run")
let side = 4
if let s = side {
    print(s)
}

// expect error: initializer for conditional binding must have Optional type, not 'Int'
