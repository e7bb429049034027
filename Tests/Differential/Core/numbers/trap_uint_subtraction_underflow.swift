// UInt subtraction below zero traps.
var count: UInt = 2
while true {
    count -= 1
    print(count)
}

// expect: 1
// expect: 0
// expect runtime error: trap
