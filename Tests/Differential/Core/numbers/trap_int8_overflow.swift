// Int8 arithmetic traps when it leaves -128...127.
var x: Int8 = 120
for _ in 0..<10 {
    x += 2
    print(x)
}

// expect: 122
// expect: 124
// expect: 126
// expect runtime error: trap
