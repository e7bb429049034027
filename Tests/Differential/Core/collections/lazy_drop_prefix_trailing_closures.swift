// `drop { … }` and `prefix { … }` of a lazy sequence with a trailing closure are the lazy
// `drop(while:)` and `prefix(while:)`: nothing is tested when they are made, and each read
// tests only the elements it reaches.
var calls = 0
let a = [1, 2, 3, 4, 5, 6]
let dw = a.lazy.drop { x -> Bool in calls += 1; return x < 3 }
print("made", calls)
print(Array(dw), calls)
calls = 0
print(dw.first!, calls)
calls = 0
print(dw.count, calls)
calls = 0
let pw = a.lazy.prefix { x -> Bool in calls += 1; return x < 4 }
print("made", calls)
print(Array(pw), calls)
calls = 0
print(pw.count, calls)
calls = 0
print(pw.last!, calls)
calls = 0
print(pw.first!, calls)
calls = 0
for x in a.lazy.drop(while: { $0 < 5 }) { print("from", x) }
for x in a.lazy.prefix(while: { y -> Bool in print("asked", y); return y < 3 }) { print("upto", x) }

// expect: made 0
// expect: [3, 4, 5, 6] 3
// expect: 3 3
// expect: 4 3
// expect: made 0
// expect: [1, 2, 3] 4
// expect: 3 7
// expect: 3 5
// expect: 1 1
// expect: from 5
// expect: from 6
// expect: asked 1
// expect: upto 1
// expect: asked 2
// expect: upto 2
// expect: asked 3
