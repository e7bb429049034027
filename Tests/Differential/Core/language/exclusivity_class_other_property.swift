// A class instance's property passed inout while the callee reads and changes another property
// of the same instance: each stored property of a class is an access of its own, so swiftc's
// program runs, and two different properties may be passed to one call.
final class Box { var n = 1; var m = 2 }
let box = Box()
func bump(_ x: inout Int) {
    x += 1
    print("m is", box.m)
    box.m += 10
}
func addInto(_ a: inout Int, _ b: inout Int) { a += b }
bump(&box.n)
addInto(&box.n, &box.m)
print(box.n, box.m)

// expect: m is 2
// expect: 14 12
