// Variables declared without a value and read before any assignment: swiftc's definite
// initialisation names each read (a struct's stored property and a tuple element at the member).
// Reads after the code stops or in a defer are not checked (swiftc does not check them either);
// an optional `var` starts as nil.
print("this program must not run")
struct Size { var width = 0 }
var count: Int
print(count)
var maybe: Int?
print(maybe ?? 0)
func area(_ wide: Bool) -> Int {
    let side: Int
    var size: Size
    var pair: (a: Int, b: Int)
    print(size.width, pair.a)
    if wide { return side * 2 }
    let later: Int
    defer { print(later) }
    later = 1
    var unused: Int
    if wide { return 0 } else { fatalError() }
    print(unused)
}

// expect error: variable 'count' used before being initialized
