// Stored properties' array literals: Int and Double elements join as [Double], an Int and a
// String only as [Any] (swiftc wants that written), and a typed property's element must fit.
print("this program must not run")
struct Settings {
    var xs = [1, 2.5]
    var ys = [1, "a"]
    var zs: [Int] = [1, 2.5]
}
print(Settings().xs)

// expect error: heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional
