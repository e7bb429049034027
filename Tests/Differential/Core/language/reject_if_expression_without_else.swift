// An if expression needs a final unconditional else.
print("this program must not run")
let level = 2
let size = if level > 5 { 30 } else if level > 2 { 20 }
print(size)

// expect error: 'if' must have an unconditional 'else' to be used as expression
