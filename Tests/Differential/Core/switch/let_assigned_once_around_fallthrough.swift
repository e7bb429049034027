// A `let` assigned only after a `fallthrough`, or in a case that leaves by `break` before it, is assigned once.
func label(_ n: Int) -> String {
    let name: String
    switch n {
    case 0:
        print("from zero")
        fallthrough
    case 1:
        name = "small"
    default:
        name = "big"
    }
    return name
}
func rank(_ n: Int) -> Int {
    let r: Int
    switch n {
    case 0:
        if n == 0 { r = 1; break }
        fallthrough
    default:
        r = 2
    }
    return r
}
print(label(0), label(1), label(5), rank(0), rank(3))

// expect: from zero
// expect: small small big 1 2
