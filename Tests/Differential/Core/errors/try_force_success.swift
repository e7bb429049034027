// try! on a call that does not throw at run time gives its value.
func check(_ n: Int) throws -> Int {
    struct Negative: Error {}
    if n < 0 { throw Negative() }
    return n
}
print(try! check(5))

// expect: 5
