// A class instance's property passed inout whose callee reads the same property: swiftc's
// program stops at the read (a class's stored properties are checked while it runs).
final class Box { var n = 1; var m = 2 }
let box = Box()
func bump(_ x: inout Int) {
    x += 1
    print("bumped to", x, "m is", box.m)
    print("n is", box.n)
}
bump(&box.n)
print(box.n, box.m)

// expect: bumped to 2 m is 2
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
