// A static `let` with observers and no value: two errors, the observers' first.
print("this program must not run")
struct S {
    static let x: Int { didSet { } }
    static var y: Int
}

// expect error: 'let' declarations cannot be observing properties
