// An element of a global array passed inout whose callee reads another element: the access is
// to the whole array, and swiftc's program stops at the read.
var xs = [1, 2, 3]
func bump(_ x: inout Int) {
    x += 1
    print("bumped to", x)
    print("second is", xs[1])
}
bump(&xs[0])
print(xs)

// expect: bumped to 2
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
