// prefix and dropFirst of a LazySequence over a String, a ClosedRange, a Range, a Set or a
// Dictionary: a Slice of the lazy sequence, as Collection's SubSequence is.
let a = "abc".lazy.prefix(2)
print(type(of: a))
print(Array(a))
let b = (1...5).lazy.dropFirst(2)
print(type(of: b))
print(Array(b), b.count)
let c = Set([7]).lazy.prefix(1)
print(type(of: c))
print(Array(c))
let d = "hello".lazy.dropFirst()
print(type(of: d))
print(String(d))
let e = (1..<6).lazy.prefix(3)
print(type(of: e))
print(Array(e))
print(type(of: [1: 2].lazy.prefix(1)))
let doubled = (1...5).lazy.dropFirst(3).map { $0 * 2 }
print(Array(doubled))
for ch in "swift".lazy.prefix(3) { print(ch) }

// expect: Slice<LazySequence<String>>
// expect: ["a", "b"]
// expect: Slice<LazySequence<ClosedRange<Int>>>
// expect: [3, 4, 5] 3
// expect: Slice<LazySequence<Set<Int>>>
// expect: [7]
// expect: Slice<LazySequence<String>>
// expect: ello
// expect: Slice<LazySequence<Range<Int>>>
// expect: [1, 2, 3]
// expect: Slice<LazySequence<Dictionary<Int, Int>>>
// expect: [8, 10]
// expect: s
// expect: w
// expect: i
