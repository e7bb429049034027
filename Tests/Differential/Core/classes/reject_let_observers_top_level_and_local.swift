// A top-level or local `let` cannot be observed.
print("this program must not run")
let x = 1 { didSet { print("x") } }
func f() {
    let y = 2 { willSet { } }
    print(y)
}

// expect error: 'let' declarations cannot be observing properties
