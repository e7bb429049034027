// A function with a result must return on every path.
print("this program must not run")
func f(_ x: Int) -> Int {
    if x > 0 { return x }
}
print(f(1))

// expect error: missing return in global function expected to return 'Int'
