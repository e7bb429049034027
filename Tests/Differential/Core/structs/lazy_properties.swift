// Lazy properties: computed on first read, per copy of a struct, assignable; in a class too.
struct Report {
    var items: [Int]
    lazy var total: Int = {
        print("computing")
        return items.reduce(0, +)
    }()
    lazy var label: String = "n=\(items.count)"
    mutating func bump() -> Int { total += 1; return total }
}
var r = Report(items: [1, 2, 3])
print(r)
print(r.total, r.label)
print(r.total)
print(r)
var copy = r
copy.total = 100
print(r.total, copy.total, r.bump())
var fresh = Report(items: [5])
var other = fresh
print(other.total, fresh.total)
final class Cache {
    var hits = 0
    lazy var table: [Int] = { hits += 1; return [1, 2] }()
}
let c = Cache()
print(c.table, c.table, c.hits)
c.table = [9]
print(c.table, c.hits)

// expect: Report(items: [1, 2, 3], $__lazy_storage_$_total: nil, $__lazy_storage_$_label: nil)
// expect: computing
// expect: 6 n=3
// expect: 6
// expect: Report(items: [1, 2, 3], $__lazy_storage_$_total: Optional(6), $__lazy_storage_$_label: Optional("n=3"))
// expect: 6 100 7
// expect: computing
// expect: computing
// expect: 5 5
// expect: [1, 2] [1, 2] 1
// expect: [9] 1
