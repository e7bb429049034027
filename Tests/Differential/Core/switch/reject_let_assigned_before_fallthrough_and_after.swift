// A `let` assigned in a case that falls through into a case assigning it again may be initialised twice.
print("this program must not run")
func label(_ n: Int) {
    let name: String
    switch n {
    case 0:
        name = "zero"
        fallthrough
    case 1:
        name = "small"
    default:
        name = "big"
    }
    print(name)
}
label(0)

// expect error: immutable value 'name' may only be initialized once
