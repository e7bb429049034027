// A program's own Collection gets Collection's cuts: prefix, suffix, dropFirst and dropLast give
// its SubSequence, Slice<Ring>, which holds the base and its indices and reads its elements.
struct Ring: Collection {
    var items: [Int]
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Int { items[i] }
}
let r = Ring(items: [1, 2, 3, 4])
let p = r.prefix(2)
print(type(of: p))
print(p)
let d = r.dropFirst()
print(type(of: d), d)
print(Array(d), d.count, d.first ?? -1, d.isEmpty)
for x in r.suffix(2) { print("suffix", x) }
print(r.dropLast(3))
print(r.dropFirst(2).map { $0 * 10 })
print(r.prefix(10).count, r.dropFirst(10).isEmpty)
print(r.prefix(3).reduce(0, +))
print([r.prefix(1)])
print(d.startIndex, d.endIndex, d[2])
print(d.dropFirst(), type(of: d.prefix(1)))
print(d.sorted(by: >), d.contains(3), d.min() ?? 0)

// expect: Slice<Ring>
// expect: Slice<Ring>(_startIndex: 0, _endIndex: 2, _base: main.Ring(items: [1, 2, 3, 4]))
// expect: Slice<Ring> Slice<Ring>(_startIndex: 1, _endIndex: 4, _base: main.Ring(items: [1, 2, 3, 4]))
// expect: [2, 3, 4] 3 2 false
// expect: suffix 3
// expect: suffix 4
// expect: Slice<Ring>(_startIndex: 0, _endIndex: 1, _base: main.Ring(items: [1, 2, 3, 4]))
// expect: [30, 40]
// expect: 4 true
// expect: 6
// expect: [Swift.Slice<main.Ring>(_startIndex: 0, _endIndex: 1, _base: main.Ring(items: [1, 2, 3, 4]))]
// expect: 1 4 3
// expect: Slice<Ring>(_startIndex: 2, _endIndex: 4, _base: main.Ring(items: [1, 2, 3, 4])) Slice<Ring>
// expect: [4, 3, 2] true 2
