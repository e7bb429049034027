// A local computed variable must be a 'var'.
print("this program must not run")
func f() {
    let area: Double { 2 * 3 }
    print(area)
}
f()

// expect error: 'let' declarations cannot be computed properties
