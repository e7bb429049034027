// A function that throws without being declared `throws`.
print("this program must not run")
struct Invalid: Error {}
func check(_ x: Int) -> Int {
    if x < 0 { throw Invalid() }
    return x
}
print(check(1))

// expect error: error is not handled because the enclosing function is not declared 'throws'
