// A lazy compactMap is the standard library's map, filter and map over its base:
// LazyMapSequence<LazyFilterSequence<LazyMapSequence<…>>>, whose closure runs when elements are
// read (twice for the element first finds: once tested, once read).
let xs = [1, 2, 3, 4, 5, 6]
let c = xs.lazy.compactMap { x -> Int? in print("c", x); return x % 2 == 0 ? x * 10 : nil }
print(type(of: c))
print("made")
print(c.first!)
for v in c {
    print("v", v)
    if v == 40 { break }
}
print(Array(c))
print("count", c.count)
print(c)
let s = [1, 2, 3, 4].lazy.compactMap { x -> String? in print("s", x); return x == 3 ? nil : String(x) }
print(s.isEmpty, s.last!)
print(Array(s.prefix(2)), Array(s.dropFirst()))
print(s.contains("4"), s.first(where: { $0 == "2" })!)
print(s.reduce("", +), s.joined(separator: "-"))
print(s.map { $0 + "?" }.first!)
print(type(of: xs.lazy.compactMap { $0 > 2 ? String($0) : nil }.map { $0 + "!" }))
print(type(of: xs.lazy.compactMap { $0 > 2 ? String($0) : nil }.filter { $0 != "" }))
print(type(of: xs.lazy.map { $0 }.compactMap { $0 > 2 ? String($0) : nil }))
print(type(of: zip(xs, xs).lazy.compactMap { $0 > 2 ? String($1) : nil }))
print(xs.lazy.compactMap { $0 > 2 ? String($0) : nil }.map { $0 + "!" }.first!)

// expect: LazyMapSequence<LazyFilterSequence<LazyMapSequence<Array<Int>, Optional<Int>>>, Int>
// expect: made
// expect: c 1
// expect: c 2
// expect: c 2
// expect: 20
// expect: c 1
// expect: c 2
// expect: v 20
// expect: c 3
// expect: c 4
// expect: v 40
// expect: c 1
// expect: c 2
// expect: c 3
// expect: c 4
// expect: c 5
// expect: c 6
// expect: [20, 40, 60]
// expect: c 1
// expect: c 2
// expect: c 3
// expect: c 4
// expect: c 5
// expect: c 6
// expect: count 3
// expect: LazyMapSequence<LazyFilterSequence<LazyMapSequence<Array<Int>, Optional<Int>>>, Int>(_base: Swift.LazyFilterSequence<Swift.LazyMapSequence<Swift.Array<Swift.Int>, Swift.Optional<Swift.Int>>>(_base: Swift.LazyMapSequence<Swift.Array<Swift.Int>, Swift.Optional<Swift.Int>>(_base: [1, 2, 3, 4, 5, 6], _transform: (Function)), _predicate: (Function)), _transform: (Function))
// expect: s 1
// expect: s 1
// expect: s 4
// expect: s 4
// expect: false 4
// expect: s 1
// expect: s 2
// expect: s 3
// expect: s 4
// expect: s 1
// expect: s 1
// expect: s 2
// expect: s 3
// expect: s 1
// expect: s 2
// expect: s 2
// expect: s 3
// expect: s 4
// expect: ["1", "2"] ["2", "4"]
// expect: s 1
// expect: s 2
// expect: s 3
// expect: s 4
// expect: s 1
// expect: s 2
// expect: true 2
// expect: s 1
// expect: s 2
// expect: s 3
// expect: s 4
// expect: s 1
// expect: s 2
// expect: s 3
// expect: s 4
// expect: 124 1-2-4
// expect: s 1
// expect: s 1
// expect: 1?
// expect: LazyMapSequence<LazyFilterSequence<LazyMapSequence<Array<Int>, Optional<String>>>, String>
// expect: LazyFilterSequence<LazyMapSequence<LazyFilterSequence<LazyMapSequence<Array<Int>, Optional<String>>>, String>>
// expect: LazyMapSequence<LazyFilterSequence<LazyMapSequence<LazyMapSequence<Array<Int>, Int>, Optional<String>>>, String>
// expect: LazyMapSequence<LazyFilterSequence<LazyMapSequence<Zip2Sequence<Array<Int>, Array<Int>>, Optional<String>>>, String>
// expect: 3!
