// Reading a lazy property may store its value, so a 'let' struct cannot read it.
print("this program must not run")
struct Report {
    var items: [Int]
    lazy var total: Int = items.reduce(0, +)
}
let r = Report(items: [1])
print(r.total)

// expect error: cannot use mutating getter on immutable value: 'r' is a 'let' constant
