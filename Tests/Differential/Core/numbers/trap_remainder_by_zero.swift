// Integer remainder by zero traps.
let divisors = [3, 2, 0]
for d in divisors {
    print(10 % d)
}
print("unreachable")

// expect: 1
// expect: 0
// expect runtime error: Division by zero in remainder operation
