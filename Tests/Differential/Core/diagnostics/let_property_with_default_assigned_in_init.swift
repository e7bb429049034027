// A `let` property that has a value cannot be assigned again in the initializer.
print("this program must not run")
struct Badge {
    let size = 10
    init(big: Bool) {
        size = big ? 20 : 10
    }
}
print(Badge(big: true).size)

// expect error: immutable value 'self.size' may only be initialized once
