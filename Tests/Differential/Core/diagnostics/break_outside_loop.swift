// `break` outside a loop or switch.
print("this program must not run")
func check(_ x: Int) {
    if x > 3 {
        break
    }
    print(x)
}
check(1)

// expect error: unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required to exit an if or do
