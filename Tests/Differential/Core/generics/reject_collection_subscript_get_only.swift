// A Collection parameter's subscript only reads, and a MutableCollection passed by value is a constant.
print("this program must not run")
func zero<C: MutableCollection>(_ c: C) where C.Element == Int {
    c[c.startIndex] = 0
}
func put<C: MutableCollection>(_ c: inout C) where C.Element == Int {
    c[c.startIndex] = "x"
}
func g<C: Collection>(_ c: inout C) where C.Element == Int {
    c[c.startIndex] = 1
}

// expect error: cannot assign through subscript: 'c' is a 'let' constant
