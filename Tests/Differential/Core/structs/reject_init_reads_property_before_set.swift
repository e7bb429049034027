// A struct's initialiser may read a stored property only once every path to the read has set
// it: `x` is set on both branches, `y` only after the read.
print("this program must not run")
struct Point {
    var x: Int
    var y: Int
    init(flag: Bool) {
        if flag { x = 1 } else { x = 2 }
        print(x, y)
        y = x * 2
    }
}
print(Point(flag: true).y)

// expect error: 'self' used before all stored properties are initialized
