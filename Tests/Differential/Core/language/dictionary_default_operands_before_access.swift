// What swiftc evaluates before the access: an index (`a[a.count - 1] += 1`), a key, the
// right side of `+=` and a mutating method's arguments may all read the variable.
func run() {
    var a = [1, 2, 3]
    a[a.count - 1] += 1
    a[a.count - 1] *= a[0] + 1
    print(a)
    var d: [String: Int] = ["x": 1]
    d["x", default: 0] += d.count
    d[String(d.count), default: 7] += 1
    print(d.sorted { $0.key < $1.key })
    var e: [String: [Int]] = [:]
    e["k", default: []].append(e.count)
    e["k", default: []].append(e["k"]?.count ?? 0)
    print(e)
}
run()

// expect: [1, 2, 8]
// expect: [(key: "1", value: 8), (key: "x", value: 2)]
// expect: ["k": [0, 1]]
