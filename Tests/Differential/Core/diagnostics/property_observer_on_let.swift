// A `let` cannot have observers.
print("this program must not run")
struct Meter {
    let value: Int = 0 {
        didSet { print("changed") }
    }
}
print(Meter().value)

// expect error: 'let' declarations cannot be observing properties
