// A global passed inout whose callee reads the global: swiftc's runtime stops the program
// ("Simultaneous accesses to 0x…, but modification requires exclusive access").
var total = 10

func bump(_ x: inout Int) {
    x += 1
    print("bumped to", x)
    print("inside, total is", total)
}

print("before", total)
bump(&total)
print("after", total)

// expect: before 10
// expect: bumped to 11
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
