// A lazy filter over a ClosedRange has the range's indices (`ClosedRange<Int>.Index`): its
// subscript reads an element without a test, and walking its indices tests each element once.
var calls = 0
let cr = 1...10
let lz = cr.lazy.filter { x -> Bool in calls += 1; print("test", x); return x % 3 == 0 }
let i = lz.startIndex
print(lz[i], calls)
calls = 0
var j = lz.startIndex
var out: [Int] = []
while j != lz.endIndex {
    out.append(lz[j])
    j = lz.index(after: j)
}
print(out, calls)
calls = 0
if let k = lz.firstIndex(where: { $0 > 4 }) { print(lz[k], calls) }
calls = 0
if let k = lz.firstIndex(of: 9) { print(lz[k], calls) }
calls = 0
for k in lz.indices where lz[k] > 5 { print("kept", lz[k]) }
print(calls)
let m = cr.lazy.map { x -> Int in print("map", x); return x * 10 }
print(m[m.startIndex], m[m.index(after: m.startIndex)])

// Walking a large range's filter by index is one pass: each step tests the elements it passes.
var tests = 0
let big = 0...200_000
let sevens = big.lazy.filter { x -> Bool in tests += 1; return x % 7 == 0 }
var k = sevens.startIndex
var n = 0
while k != sevens.endIndex {
    n += 1
    k = sevens.index(after: k)
}
print(n, tests)

// expect: test 1
// expect: test 2
// expect: test 3
// expect: 3 3
// expect: test 1
// expect: test 2
// expect: test 3
// expect: test 4
// expect: test 5
// expect: test 6
// expect: test 7
// expect: test 8
// expect: test 9
// expect: test 10
// expect: [3, 6, 9] 10
// expect: test 1
// expect: test 2
// expect: test 3
// expect: test 4
// expect: test 5
// expect: test 6
// expect: 6 6
// expect: test 1
// expect: test 2
// expect: test 3
// expect: test 4
// expect: test 5
// expect: test 6
// expect: test 7
// expect: test 8
// expect: test 9
// expect: 9 9
// expect: test 1
// expect: test 2
// expect: test 3
// expect: test 4
// expect: test 5
// expect: test 6
// expect: test 7
// expect: test 8
// expect: test 9
// expect: kept 6
// expect: test 10
// expect: kept 9
// expect: 10
// expect: map 1
// expect: map 2
// expect: 10 20
// expect: 28572 200001
