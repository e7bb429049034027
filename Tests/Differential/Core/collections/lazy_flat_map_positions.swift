// A lazy flatMap's count, first, isEmpty and last walk its flattened positions as Swift's
// FlattenSequence does: startIndex makes inner sequences up to the first non-empty one, count
// makes the start's again and then each later one, first reads the start's again.
var calls = 0
let f = [1, 0, 2].lazy.flatMap { x -> [Int] in calls += 1; print("f", x); return Array(repeating: x, count: x) }
print(f.count, calls)
print(f.first as Any, calls)
print(f.isEmpty, calls)
let empty = [0, 0].lazy.flatMap { x -> [Int] in print("e", x); return [] }
print(empty.count, empty.first as Any, empty.isEmpty)
let g = (1...3).lazy.map { x -> [Int] in print("m", x); return Array(0..<x) }.joined()
print(g.count)
print(g.first as Any)

// expect: f 1
// expect: f 1
// expect: f 0
// expect: f 2
// expect: 3 4
// expect: f 1
// expect: f 1
// expect: Optional(1) 6
// expect: f 1
// expect: false 7
// expect: e 0
// expect: e 0
// expect: e 0
// expect: e 0
// expect: e 0
// expect: e 0
// expect: 0 nil true
// expect: m 1
// expect: m 1
// expect: m 2
// expect: m 3
// expect: 6
// expect: m 1
// expect: m 1
// expect: Optional(0)
