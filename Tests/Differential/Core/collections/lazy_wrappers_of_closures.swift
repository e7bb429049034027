// reversed(), enumerated() and zip of a lazy map or filter are lazy wrappers of it: their
// closures run as the wrapper is read (a reversal steps back from the end, finding its base's
// start again before each step; a zip reads its first sequence, then its second).
let xs = [1, 2, 3, 4]
let m = xs.lazy.map { x -> Int in print("m", x); return x * 10 }
let r = m.reversed()
print(type(of: r))
print(r.first!)
for v in r {
    print("r", v)
    if v == 30 { break }
}
print(r)
let e = m.enumerated()
print(type(of: e))
for (i, v) in e {
    print(i, v)
    if i == 1 { break }
}
print(e.map { $0.offset + $0.element })
let z = zip(m, ["a", "b", "c"])
print(type(of: z))
for (v, s) in z {
    print(v, s)
    if s == "b" { break }
}
print(z.map { "\($0)\($1)" })
let f = xs.lazy.filter { x -> Bool in print("f", x); return x % 2 == 0 }
let rf = f.reversed()
print(type(of: rf))
print(rf.first!, rf.last!, rf.count)
print(type(of: f.enumerated()), Array(f.enumerated()))
print(type(of: m.reversed().map { $0 + 1 }))
print(m.reversed().map { $0 + 1 }.first!)
print(f.reversed().map { $0 * 2 }.first!)
print(type(of: xs.lazy.reversed()), type(of: xs.lazy.enumerated()))
print(type(of: m.enumerated().map { $0.offset }))
for (i, v) in zip(1..., m) {
    print(i, v)
    if i == 2 { break }
}

// expect: ReversedCollection<LazyMapSequence<Array<Int>, Int>>
// expect: m 4
// expect: 40
// expect: m 4
// expect: r 40
// expect: m 3
// expect: r 30
// expect: ReversedCollection<LazyMapSequence<Array<Int>, Int>>(_base: Swift.LazyMapSequence<Swift.Array<Swift.Int>, Swift.Int>(_base: [1, 2, 3, 4], _transform: (Function)))
// expect: EnumeratedSequence<LazyMapSequence<Array<Int>, Int>>
// expect: m 1
// expect: 0 10
// expect: m 2
// expect: 1 20
// expect: m 1
// expect: m 2
// expect: m 3
// expect: m 4
// expect: [10, 21, 32, 43]
// expect: Zip2Sequence<LazyMapSequence<Array<Int>, Int>, Array<String>>
// expect: m 1
// expect: 10 a
// expect: m 2
// expect: 20 b
// expect: m 1
// expect: m 2
// expect: m 3
// expect: m 4
// expect: ["10a", "20b", "30c"]
// expect: ReversedCollection<LazyFilterSequence<Array<Int>>>
// expect: f 1
// expect: f 2
// expect: f 4
// expect: f 1
// expect: f 2
// expect: f 1
// expect: f 2
// expect: f 3
// expect: f 4
// expect: f 3
// expect: f 2
// expect: f 1
// expect: f 2
// expect: f 3
// expect: f 4
// expect: 4 2 2
// expect: f 1
// expect: f 2
// expect: f 3
// expect: f 4
// expect: EnumeratedSequence<LazyFilterSequence<Array<Int>>> [(offset: 0, element: 2), (offset: 1, element: 4)]
// expect: LazyMapSequence<ReversedCollection<LazyMapSequence<Array<Int>, Int>>, Int>
// expect: m 4
// expect: 41
// expect: f 1
// expect: f 2
// expect: f 4
// expect: 8
// expect: ReversedCollection<LazySequence<Array<Int>>> EnumeratedSequence<LazySequence<Array<Int>>>
// expect: m 1
// expect: m 2
// expect: m 3
// expect: m 4
// expect: Array<Int>
// expect: m 1
// expect: 1 10
// expect: m 2
// expect: 2 20
