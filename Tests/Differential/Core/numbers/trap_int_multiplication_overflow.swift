// Repeated doubling overflows Int after 62 steps and traps.
var value = 1
for step in 1...70 {
    value *= 2
    if step > 60 { print(step, value) }
}
print("unreachable")

// expect: 61 2305843009213693952
// expect: 62 4611686018427387904
// expect runtime error: trap
