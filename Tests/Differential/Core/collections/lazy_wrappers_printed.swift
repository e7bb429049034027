// zip, stride, reversed() and enumerated() are Swift's lazy wrappers: print, String(describing:),
// debugPrint and type(of:) show them, with their base values, as Swift's reflection does.
let z = zip([1, 2, 3], ["a", "b"])
print(z)
print(type(of: z))
print(String(describing: z))
debugPrint(z)
let s = stride(from: 0, to: 10, by: 3)
print(s, type(of: s))
let t = stride(from: 0.0, through: 1.0, by: 0.5)
print(t, type(of: t), String(describing: t))
print([stride(from: 1, through: 2, by: 1)])
let r = [1, 2, 3].reversed()
print(r)
print(type(of: r))
print("abc".reversed(), type(of: "abc".reversed()))
print((0..<5).reversed(), type(of: (0...3).reversed()))
let e = ["a", "b"].enumerated()
print(e)
print(type(of: e), type(of: "ab".enumerated()), type(of: Set([1]).enumerated()))
print(type(of: zip(1...3, [1]).enumerated()))
print(e.reversed())
print(type(of: r.reversed()), type(of: z.reversed()), type(of: s.reversed()))
print(type(of: [1, 2].reversed().enumerated()))
print(String(describing: [1, 2].enumerated().reversed()))
let anything: [Any] = [z, r]
print(anything)

// expect: Zip2Sequence<Array<Int>, Array<String>>(_sequence1: [1, 2, 3], _sequence2: ["a", "b"])
// expect: Zip2Sequence<Array<Int>, Array<String>>
// expect: Zip2Sequence<Array<Int>, Array<String>>(_sequence1: [1, 2, 3], _sequence2: ["a", "b"])
// expect: Swift.Zip2Sequence<Swift.Array<Swift.Int>, Swift.Array<Swift.String>>(_sequence1: [1, 2, 3], _sequence2: ["a", "b"])
// expect: Swift.StrideTo<Swift.Int> StrideTo<Int>
// expect: Swift.StrideThrough<Swift.Double> StrideThrough<Double> Swift.StrideThrough<Swift.Double>
// expect: [Swift.StrideThrough<Swift.Int>]
// expect: ReversedCollection<Array<Int>>(_base: [1, 2, 3])
// expect: ReversedCollection<Array<Int>>
// expect: ReversedCollection<String>(_base: "abc") ReversedCollection<String>
// expect: ReversedCollection<Range<Int>>(_base: Range(0..<5)) ReversedCollection<ClosedRange<Int>>
// expect: EnumeratedSequence<Array<String>>(_base: ["a", "b"])
// expect: EnumeratedSequence<Array<String>> EnumeratedSequence<String> EnumeratedSequence<Set<Int>>
// expect: EnumeratedSequence<Zip2Sequence<ClosedRange<Int>, Array<Int>>>
// expect: ReversedCollection<EnumeratedSequence<Array<String>>>(_base: Swift.EnumeratedSequence<Swift.Array<Swift.String>>(_base: ["a", "b"]))
// expect: Array<Int> Array<(Int, String)> Array<Int>
// expect: EnumeratedSequence<ReversedCollection<Array<Int>>>
// expect: ReversedCollection<EnumeratedSequence<Array<Int>>>(_base: Swift.EnumeratedSequence<Swift.Array<Swift.Int>>(_base: [1, 2]))
// expect: [Swift.Zip2Sequence<Swift.Array<Swift.Int>, Swift.Array<Swift.String>>(_sequence1: [1, 2, 3], _sequence2: ["a", "b"]), Swift.ReversedCollection<Swift.Array<Swift.Int>>(_base: [1, 2, 3])]
