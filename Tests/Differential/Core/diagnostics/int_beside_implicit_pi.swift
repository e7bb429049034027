// An Int beside `.pi`: `.pi` has no type of its own and Int has no `pi`, so swiftc names the type
// its solver last tried for it: Double right of `*` or `/`, Float16 right of `+` or `-` and on
// the left of any of the four.
print("this program must not run")
let n = 3
let turn = n * .pi
let back = .pi * n
let half = n + .pi / 2
let share = n / .infinity
print(turn, back, half, share)

// expect error: binary operator '*' cannot be applied to operands of type 'Int' and 'Double'
