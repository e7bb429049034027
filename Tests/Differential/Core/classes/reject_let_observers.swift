// A type's `let`, static or instance, cannot be observed.
print("this program must not run")
class K {
    static let s = 1 { willSet { } didSet { } }
    let i = 2 { didSet { } }
}

// expect error: 'let' declarations cannot be observing properties
