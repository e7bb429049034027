// `!` applied to a value that is not optional.
print("this program must not run")
let sides = 4
print(sides! + 1)

// expect error: cannot force unwrap value of non-optional type 'Int'
