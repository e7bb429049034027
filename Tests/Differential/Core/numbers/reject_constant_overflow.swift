// Overflow in a constant expression is diagnosed at compile time.
print("this program must not run")
let x = Int.max + 1
print(x)

// expect error: arithmetic operation '9223372036854775807 + 1' (on type 'Int') results in an overflow
