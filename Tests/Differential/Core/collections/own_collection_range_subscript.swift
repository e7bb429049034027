// An own Collection subscripted by a range of its indices, two-sided or one-sided, uses
// Collection's subscript(bounds:), which gives its SubSequence: a Slice<Ring> between them.
struct Ring: Collection {
    var items: [Int]
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Int { items[i] }
}
let r = Ring(items: [1, 2, 3, 4])
print(r[1..<3])
print(type(of: r[0...1]), Array(r[0...1]))
print(r[2..<4].first ?? 0, r[4..<4].isEmpty)
let lo = 1
print(r[lo...], r[lo...].count)
print(r[..<2], Array(r[...2]), r[4...].isEmpty)

// expect: Slice<Ring>(_startIndex: 1, _endIndex: 3, _base: main.Ring(items: [1, 2, 3, 4]))
// expect: Slice<Ring> [1, 2]
// expect: 3 true
// expect: Slice<Ring>(_startIndex: 1, _endIndex: 4, _base: main.Ring(items: [1, 2, 3, 4])) 3
// expect: Slice<Ring>(_startIndex: 0, _endIndex: 2, _base: main.Ring(items: [1, 2, 3, 4])) [1, 2, 3] true
