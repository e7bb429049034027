// A lazy map's `indices` are its base's, a `Range<Int>`, found without calling the transform;
// each subscript then calls it once.
let a = [10, 20, 30]
let doubled = a.lazy.map { x -> Int in print("double", x); return x * 2 }
let ix = doubled.indices
print(type(of: ix), ix)
for i in ix { print(i, doubled[i]) }
let slice = a[1...]
let halved = slice.lazy.map { x -> Int in print("halve", x); return x / 2 }.map { $0 + 1 }
print(halved.indices)
print(Array(halved.indices), halved[halved.indices.last!])
let fromRange = (5..<8).lazy.map { x -> String in print("show", x); return "#\(x)" }
print(fromRange.indices.count, fromRange[fromRange.indices.first!])

// expect: Range<Int> 0..<3
// expect: double 10
// expect: 0 20
// expect: double 20
// expect: 1 40
// expect: double 30
// expect: 2 60
// expect: 1..<3
// expect: halve 30
// expect: [1, 2] 16
// expect: show 5
// expect: 3 #5
