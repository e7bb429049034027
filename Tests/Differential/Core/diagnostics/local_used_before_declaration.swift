// A local variable named before its declaration, also from a nested block; a name declared only
// inside a finished block is not found.
print("this program must not run")
func f() -> Int {
    if true {
        print(z)
    }
    let z = 1
    let y = x + 1
    let x = 2
    return y + z
}
func g() {
    if true { let w = 1; print(w) }
    print(w)
}
print(f())

// expect error: use of local variable 'z' before its declaration
