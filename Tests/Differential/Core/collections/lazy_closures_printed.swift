// Lazy maps and filters are Swift's LazyMapSequence and LazyFilterSequence: print and
// type(of:) show them with their base; a map of a map and a filter of a filter are one value.
let a = [1, 2, 3, 4]
let m = a.lazy.map { $0 * 2 }
let f = a.lazy.filter { $0 > 1 }
print(m)
print(f)
print(type(of: m), type(of: f))
print(a.lazy.map { $0 + 1 }.map { $0 * 3 })
print(type(of: a.lazy.filter { $0 > 1 }.filter { $0 < 4 }))
print(f.map { $0 + 1 })
print(m.filter { $0 > 2 })
print(type(of: m.prefix(2)), type(of: f.dropFirst()))
print(m.dropFirst(), m.lazy)
print(String(describing: f), "\(m)")
print(type(of: (1...3).lazy.map { $0 }), type(of: "ab".lazy.map { String($0) }))
print(m.sorted(by: >), f.min()!, m.max()!, Array(m.enumerated()).count, Set(m).count)
print(zip(m, a).map { $0 + $1 }, m.map { $0 }.count)

// expect: LazyMapSequence<Array<Int>, Int>(_base: [1, 2, 3, 4], _transform: (Function))
// expect: LazyFilterSequence<Array<Int>>(_base: [1, 2, 3, 4], _predicate: (Function))
// expect: LazyMapSequence<Array<Int>, Int> LazyFilterSequence<Array<Int>>
// expect: LazyMapSequence<Array<Int>, Int>(_base: [1, 2, 3, 4], _transform: (Function))
// expect: LazyFilterSequence<Array<Int>>
// expect: LazyMapSequence<LazyFilterSequence<Array<Int>>, Int>(_base: Swift.LazyFilterSequence<Swift.Array<Swift.Int>>(_base: [1, 2, 3, 4], _predicate: (Function)), _transform: (Function))
// expect: LazyFilterSequence<LazyMapSequence<Array<Int>, Int>>(_base: Swift.LazyMapSequence<Swift.Array<Swift.Int>, Swift.Int>(_base: [1, 2, 3, 4], _transform: (Function)), _predicate: (Function))
// expect: LazyMapSequence<ArraySlice<Int>, Int> LazyFilterSequence<ArraySlice<Int>>
// expect: LazyMapSequence<ArraySlice<Int>, Int>(_base: ArraySlice([2, 3, 4]), _transform: (Function)) LazyMapSequence<Array<Int>, Int>(_base: [1, 2, 3, 4], _transform: (Function))
// expect: LazyFilterSequence<Array<Int>>(_base: [1, 2, 3, 4], _predicate: (Function)) LazyMapSequence<Array<Int>, Int>(_base: [1, 2, 3, 4], _transform: (Function))
// expect: LazyMapSequence<ClosedRange<Int>, Int> LazyMapSequence<String, String>
// expect: [8, 6, 4, 2] 2 8 4 4
// expect: [3, 6, 9, 12] 4
