// A local variable cannot be used before it is declared.
print("this program must not run")
func f() -> Int {
    let y = x + 1
    let x = 2
    return y
}
print(f())

// expect error: use of local variable 'x' before its declaration
