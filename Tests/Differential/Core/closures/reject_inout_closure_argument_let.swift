// A `let` cannot be passed to a closure's `inout` parameter.
print("this program must not run")
let bump = { (n: inout Int) -> Int in n += 1; return n }
let y = 1
print(bump(&y))

// expect error: cannot pass immutable value as inout argument: 'y' is a 'let' constant
