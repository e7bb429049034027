// A lazy property is computed on first access.
struct Report {
    var items: [Int]
    lazy var total: Int = {
        print("computing")
        return items.reduce(0, +)
    }()
}
var r = Report(items: [1, 2, 3])
print("before")
print(r.total)
print(r.total)

// expect: before
// expect: computing
// expect: 6
// expect: 6
