// `joined()` of a lazy map is lazy: nothing is transformed when it is made, and reading it
// transforms each outer element once, when the flattened sequence reaches it.
var calls = 0
let nested = [[1, 2], [3], [], [4, 5, 6]]
let j = nested.lazy.map { x -> [Int] in calls += 1; print("inner", x); return x }.joined()
print("made", calls)
for v in j { print("value", v) }
print(calls)
calls = 0
print(Array(j), calls)
calls = 0
print(j.reduce(0, +), calls)
calls = 0
print(j.contains(3), calls)
calls = 0
let words = ["ab", "", "cde"].lazy.filter { w -> Bool in calls += 1; return !w.isEmpty }.map { Array($0) }.joined()
print(String(words), calls)

// expect: made 0
// expect: inner [1, 2]
// expect: value 1
// expect: value 2
// expect: inner [3]
// expect: value 3
// expect: inner []
// expect: inner [4, 5, 6]
// expect: value 4
// expect: value 5
// expect: value 6
// expect: 4
// expect: inner [1, 2]
// expect: inner [3]
// expect: inner []
// expect: inner [4, 5, 6]
// expect: [1, 2, 3, 4, 5, 6] 4
// expect: inner [1, 2]
// expect: inner [3]
// expect: inner []
// expect: inner [4, 5, 6]
// expect: 21 4
// expect: inner [1, 2]
// expect: inner [3]
// expect: true 2
// expect: abcde 3
