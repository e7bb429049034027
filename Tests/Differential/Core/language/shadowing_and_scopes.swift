// Inner scopes shadow outer names; the outer value is untouched.
let x = 1
func show() -> Int {
    let x = 2
    do {
        let x = 3
        print("innermost", x)
    }
    return x
}
print(show(), x)
if true {
    let x = "text"
    print(x)
}
print(x)

// expect: innermost 3
// expect: 2 1
// expect: text
// expect: 1
