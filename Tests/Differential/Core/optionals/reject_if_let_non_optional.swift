// if let needs an optional.
print("this program must not run")
let x = 3
if let y = x { print(y) }

// expect error: initializer for conditional binding must have Optional type, not 'Int'
