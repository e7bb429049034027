// A function without a declared result type returns a value.
print("this program must not run")
func double(_ x: Int) {
    return x * 2
}
double(3)

// expect error: unexpected non-void return value in void function
