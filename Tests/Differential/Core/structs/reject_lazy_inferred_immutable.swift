// Reading an inferred lazy property of a `let` struct needs a mutating getter.
print("this program must not run")
struct S {
    var items = [1, 2]
    lazy var total = items.reduce(0, +)
}
let s = S()
print(s.total)

// expect error: cannot use mutating getter on immutable value: 's' is a 'let' constant
