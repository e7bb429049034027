// A non-mutating method cannot read a lazy property of self.
print("this program must not run")
struct Report {
    var items: [Int]
    lazy var total: Int = items.reduce(0, +)
    func show() -> Int { total }
}
var r = Report(items: [1])
print(r.show())

// expect error: cannot use mutating getter on immutable value: 'self' is immutable
