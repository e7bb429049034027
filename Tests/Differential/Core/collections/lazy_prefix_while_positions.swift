// prefix(while:) and drop(while:) of a lazy filter over an array are collections walked as the
// standard library walks them: first, count and a for-in loop test elements as often as Swift's.
let xs = [1, 2, 3, 4]
let f = xs.lazy.filter { x -> Bool in print("f", x); return x > 1 }
let pw = f.prefix(while: { $0 < 4 })
print("first", pw.first!)
print("count", pw.count)
print(Array(pw))
let dw = f.drop(while: { $0 < 3 })
print("first", dw.first!)
print("count", dw.count)
print(Array(dw))
for v in pw { print("v", v) }
print(Array(pw.map { $0 * 2 }))
print(pw.last!, dw.last!)
print(f.drop(while: { $0 < 9 }).isEmpty, f.prefix(while: { $0 > 9 }).isEmpty)

// expect: f 1
// expect: f 2
// expect: f 1
// expect: f 2
// expect: first 2
// expect: f 1
// expect: f 2
// expect: f 1
// expect: f 2
// expect: f 1
// expect: f 2
// expect: f 3
// expect: f 1
// expect: f 2
// expect: f 4
// expect: count 2
// expect: f 1
// expect: f 2
// expect: f 3
// expect: f 4
// expect: [2, 3]
// expect: f 1
// expect: f 2
// expect: f 3
// expect: first 3
// expect: f 1
// expect: f 2
// expect: f 3
// expect: f 4
// expect: count 2
// expect: f 1
// expect: f 2
// expect: f 3
// expect: f 4
// expect: [3, 4]
// expect: f 1
// expect: f 2
// expect: v 2
// expect: f 3
// expect: v 3
// expect: f 4
// expect: f 1
// expect: f 2
// expect: f 3
// expect: f 4
// expect: [4, 6]
// expect: f 1
// expect: f 2
// expect: f 1
// expect: f 2
// expect: f 1
// expect: f 2
// expect: f 1
// expect: f 2
// expect: f 3
// expect: f 4
// expect: f 1
// expect: f 2
// expect: f 3
// expect: f 1
// expect: f 2
// expect: f 3
// expect: f 4
// expect: 3 4
// expect: f 1
// expect: f 2
// expect: f 3
// expect: f 4
// expect: f 1
// expect: f 2
// expect: f 1
// expect: f 2
// expect: f 1
// expect: f 2
// expect: true true
