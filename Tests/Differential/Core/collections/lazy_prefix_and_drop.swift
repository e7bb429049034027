// prefix, dropFirst, prefix(while:) and drop(while:) of a lazy map or filter stay lazy over any
// base: over a collection the slice's own type (Slice<ClosedRange<Int>>, a Range), over another
// sequence PrefixSequence and DropFirstSequence; prefix(while:) and drop(while:) are
// LazyPrefixWhileSequence and LazyDropWhileSequence, whose predicates run when elements are read.
let m = (1...6).lazy.map { x -> Int in print("m", x); return x * 10 }
let p = m.prefix(2)
print(type(of: p))
print(Array(p))
let d = m.dropFirst(4)
print(type(of: d))
print(Array(d))
let pw = m.prefix(while: { $0 < 30 })
print(type(of: pw))
print(Array(pw))
let dw = m.drop(while: { $0 < 50 })
print(type(of: dw))
print(Array(dw))
print(p.first!, d.first!, pw.first!, dw.first!)
let s = stride(from: 1, to: 7, by: 1).lazy.map { x -> Int in print("s", x); return x }
let sp = s.prefix(2)
print(type(of: sp))
print(Array(sp))
print(type(of: s.dropFirst(2)), type(of: s.prefix(while: { $0 < 3 })), type(of: s.drop(while: { $0 < 3 })))
print(Array(s.dropFirst(4)))
print(type(of: s.prefix(2).map { $0 + 1 }))
let xs = [1, 2, 3, 4]
let a = xs.lazy.map { x -> Int in print("a", x); return x }
print(type(of: a.prefix(while: { $0 < 3 })), type(of: a.drop(while: { $0 < 3 })))
print(Array(a.prefix(while: { $0 < 3 })))
print(Array(a.drop(while: { $0 < 3 })))
print(type(of: zip(xs, xs).lazy.map { $0 + $1 }.prefix(2)), type(of: (0..<6).lazy.map { $0 }.prefix(2)))
print((0..<6).lazy.map { $0 }.dropFirst(2))
print(m.prefix(while: { $0 < 30 }))
print(s.prefix(2))
print(s.dropFirst(2))
print(type(of: a.prefix(while: { $0 < 3 }).map { $0 + 1 }))

// expect: LazyMapSequence<Slice<ClosedRange<Int>>, Int>
// expect: m 1
// expect: m 2
// expect: [10, 20]
// expect: LazyMapSequence<Slice<ClosedRange<Int>>, Int>
// expect: m 5
// expect: m 6
// expect: [50, 60]
// expect: LazyPrefixWhileSequence<LazyMapSequence<ClosedRange<Int>, Int>>
// expect: m 1
// expect: m 2
// expect: m 3
// expect: [10, 20]
// expect: LazyDropWhileSequence<LazyMapSequence<ClosedRange<Int>, Int>>
// expect: m 1
// expect: m 2
// expect: m 3
// expect: m 4
// expect: m 5
// expect: m 6
// expect: [50, 60]
// expect: m 1
// expect: m 5
// expect: m 1
// expect: m 1
// expect: m 1
// expect: m 2
// expect: m 3
// expect: m 4
// expect: m 5
// expect: m 5
// expect: 10 50 10 50
// expect: PrefixSequence<LazyMapSequence<StrideTo<Int>, Int>>
// expect: s 1
// expect: s 2
// expect: [1, 2]
// expect: DropFirstSequence<LazyMapSequence<StrideTo<Int>, Int>> LazyPrefixWhileSequence<LazyMapSequence<StrideTo<Int>, Int>> LazyDropWhileSequence<LazyMapSequence<StrideTo<Int>, Int>>
// expect: s 1
// expect: s 2
// expect: s 3
// expect: s 4
// expect: s 5
// expect: s 6
// expect: [5, 6]
// expect: s 1
// expect: s 2
// expect: Array<Int>
// expect: LazyPrefixWhileSequence<LazyMapSequence<Array<Int>, Int>> LazyDropWhileSequence<LazyMapSequence<Array<Int>, Int>>
// expect: a 1
// expect: a 2
// expect: a 3
// expect: [1, 2]
// expect: a 1
// expect: a 2
// expect: a 3
// expect: a 4
// expect: [3, 4]
// expect: PrefixSequence<LazyMapSequence<Zip2Sequence<Array<Int>, Array<Int>>, Int>> LazyMapSequence<Range<Int>, Int>
// expect: LazyMapSequence<Range<Int>, Int>(_base: Range(2..<6), _transform: (Function))
// expect: LazyPrefixWhileSequence<LazyMapSequence<ClosedRange<Int>, Int>>(_base: Swift.LazyMapSequence<Swift.ClosedRange<Swift.Int>, Swift.Int>(_base: ClosedRange(1...6), _transform: (Function)), _predicate: (Function))
// expect: PrefixSequence<LazyMapSequence<StrideTo<Int>, Int>>(_base: Swift.LazyMapSequence<Swift.StrideTo<Swift.Int>, Swift.Int>(_base: Swift.StrideTo<Swift.Int>, _transform: (Function)), _maxLength: 2)
// expect: DropFirstSequence<LazyMapSequence<StrideTo<Int>, Int>>(_base: Swift.LazyMapSequence<Swift.StrideTo<Swift.Int>, Swift.Int>(_base: Swift.StrideTo<Swift.Int>, _transform: (Function)), _limit: 2)
// expect: LazyMapSequence<LazyPrefixWhileSequence<LazyMapSequence<Array<Int>, Int>>, Int>
