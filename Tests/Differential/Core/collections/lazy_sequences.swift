// .lazy and zip: a LazySequence of its base (printed with it), whose map, filter and other
// methods read its elements; zip's pairs through map, filter, first(where:) and for-in.
let xs = [1, 2, 3, 4, 5, 6]
print(xs.lazy.map { $0 * 2 }.filter { $0 > 4 }.first!)
print(Array(xs.lazy.map { $0 + 1 }))
print(xs.lazy.filter { $0 % 2 == 0 }.map { $0 * 10 }.reduce(0, +))
print(xs.lazy.compactMap { $0 > 3 ? $0 : nil }.first!)
print(xs.lazy.first { $0 > 2 }!, xs.lazy.contains(2), xs.lazy.min()!, xs.lazy.max()!)
let m = xs.lazy.map { $0 * 3 }
print(m.count, m[0], m.last!)
let l = xs.lazy
print(l.count, l.first!, l[1], l.last!, l.isEmpty)
print(xs.lazy, type(of: xs.lazy), xs.lazy.lazy)
print((1...3).lazy, Array((1...3).lazy.map { $0 * $0 }))
print(xs.lazy.reversed())
print(Array(xs.lazy.reversed()), xs.lazy.sorted(by: >))
for v in [7, 8].lazy { print(v) }
print(xs.lazy.enumerated().map { $0.offset + $0.element })
print(Set([1]).lazy.count, Array("ab".lazy.map { $0.uppercased() }))
let a = [1, 2, 3]
let b = ["x", "y", "z"]
print(zip(a, b).map { "\($0)\($1)" }, zip(a, b).map { $0.0 + 1 })
for (i, s) in zip(a, b) { print(i, s) }
let p = zip(a, b).first { $0.0 == 2 }
print(p!.1, Array(zip(a, b)).count, zip(a, b).filter { $0.0 > 1 }.count, zip(a, b).contains { $0.1 == "y" })
print(zip(a, b.lazy.map { $0 + "!" }).map { $1 })

// expect: 6
// expect: [2, 3, 4, 5, 6, 7]
// expect: 120
// expect: 4
// expect: 3 true 1 6
// expect: 6 3 18
// expect: 6 1 2 6 false
// expect: LazySequence<Array<Int>>(_base: [1, 2, 3, 4, 5, 6]) LazySequence<Array<Int>> LazySequence<Array<Int>>(_base: [1, 2, 3, 4, 5, 6])
// expect: LazySequence<ClosedRange<Int>>(_base: ClosedRange(1...3)) [1, 4, 9]
// expect: ReversedCollection<LazySequence<Array<Int>>>(_base: Swift.LazySequence<Swift.Array<Swift.Int>>(_base: [1, 2, 3, 4, 5, 6]))
// expect: [6, 5, 4, 3, 2, 1] [6, 5, 4, 3, 2, 1]
// expect: 7
// expect: 8
// expect: [1, 3, 5, 7, 9, 11]
// expect: 1 ["A", "B"]
// expect: ["1x", "2y", "3z"] [2, 3, 4]
// expect: 1 x
// expect: 2 y
// expect: 3 z
// expect: y 3 2 true
// expect: ["x!", "y!", "z!"]
