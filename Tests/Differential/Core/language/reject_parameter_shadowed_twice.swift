// The body may shadow a parameter once; a second declaration in the same body is a redeclaration.
print("this program must not run")
func f(x: Int) -> Int {
    let x = x + 1
    let x = x + 1
    return x
}
print(f(x: 1))

// expect error: invalid redeclaration of 'x'
