// The lazy wrappers zip, stride, reversed() and enumerated() give are read as their elements:
// iteration, Array(_:), map and the other sequence methods, count where Swift has it.
let r = [1, 2, 3].reversed()
print(r.first!, r.last!, r.count, r.isEmpty, r.map { $0 * 2 }, r.contains(2), r.min()!)
print(r.sorted(), r.filter { $0 > 1 }, r.reduce(0, +), Array(r), r.reversed())
for x in r { print(x, terminator: ",") }
print()
let e = ["x", "y"].enumerated()
print(e.count, e.map { $0.offset }, e.isEmpty, Array(e))
for (i, s) in e { print(i, s) }
for (i, s) in e.reversed() { print(i, s, terminator: ";") }
print()
let z = zip([1, 2, 3], [10, 20])
print(z.map { $0 + $1 }, z.map(+), Array(z), z.first(where: { $0.0 > 1 })!)
for (a, b) in z { print(a, b) }
let s = stride(from: 0, to: 10, by: 3)
print(s.map { $0 * 2 }, Array(s), s.reversed(), s.reduce(0, +), s.contains(6))
for x in stride(from: 1.0, through: 2.0, by: 0.5) { print(x, terminator: ",") }
print()
print(String("abc".reversed()), "abc".reversed().map { String($0) }.joined(), ["a", "b"].reversed().joined(separator: "-"))
print(Set(zip([1], [2]).map { $0.0 }), Dictionary(uniqueKeysWithValues: zip(["a"], [1])))
var xs = [0]
xs.append(contentsOf: stride(from: 1, to: 3, by: 1))
xs.append(contentsOf: [5, 4].reversed())
print(xs)
let points = [(0.0, 1.0), (2.0, 3.0)]
for (index, point) in points.enumerated().reversed() { print(index, point.0 + point.1) }
print(zip(xs, xs.dropFirst()).map { $1 - $0 })
print(xs.indices.reversed().map { xs[$0] })

// expect: 3 1 3 false [6, 4, 2] true 1
// expect: [1, 2, 3] [3, 2] 6 [3, 2, 1] [1, 2, 3]
// expect: 3,2,1,
// expect: 2 [0, 1] false [(offset: 0, element: "x"), (offset: 1, element: "y")]
// expect: 0 x
// expect: 1 y
// expect: 1 y;0 x;
// expect: [11, 22] [11, 22] [(1, 10), (2, 20)] (2, 20)
// expect: 1 10
// expect: 2 20
// expect: [0, 6, 12, 18] [0, 3, 6, 9] [9, 6, 3, 0] 18 true
// expect: 1.0,1.5,2.0,
// expect: cba cba b-a
// expect: [1] ["a": 1]
// expect: [0, 1, 2, 4, 5]
// expect: 1 5.0
// expect: 0 1.0
// expect: [1, 1, 2, 1]
// expect: [5, 4, 2, 1, 0]
