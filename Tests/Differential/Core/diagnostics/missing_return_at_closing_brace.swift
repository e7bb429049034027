// A body with a result that can end without returning: swiftc points at its closing brace,
// wherever that stands (after code on the same line, indented, of a one-line getter), and calls
// a subscript's body its getter.
print("this program must not run")
func area(_ r: Double) -> Double {
    let a = r * r
    print(a) }
func sign(_ x: Int) -> Int {
    if x > 0 { return 1 } else if x < 0 { return -1 }
}
func firstPositive(_ xs: [Int]) -> Int {
    for x in xs { if x > 0 { return x } }
}
func nested() -> Int {
    func inner() -> Int {
        let k = 1
        print(k)
      }
    return inner()
}
struct Grid {
    var width: Int {
        get { let w = 2; print(w) }
        set { print(newValue) }
    }
    subscript(i: Int) -> Int {
        let j = i
        print(j)
    }
    func label() -> String { let s = "x"; print(s) }
}
print(area(1), sign(2), firstPositive([]), nested(), Grid().width, Grid()[0], Grid().label())

// expect error: missing return in global function expected to return 'Double'
