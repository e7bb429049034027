// A lazy filter's indices: first is their stored start, last steps back once from the end,
// count walks them, and Array(_:) counts them before it copies them, as Swift copies a collection.
let a = [5, 3, 8, 1, 9, 2]
let f = a.lazy.filter { x -> Bool in print("t", x); return x > 4 }
let i = f.indices
print("made")
print(i.first as Any)
print(i.last as Any)
print(i.isEmpty)
print(i.count)
print(Array(i))

// expect: t 5
// expect: made
// expect: Optional(0)
// expect: t 2
// expect: t 9
// expect: Optional(4)
// expect: false
// expect: t 3
// expect: t 8
// expect: t 1
// expect: t 9
// expect: t 2
// expect: 3
// expect: t 3
// expect: t 8
// expect: t 1
// expect: t 9
// expect: t 2
// expect: t 3
// expect: t 8
// expect: t 1
// expect: t 9
// expect: t 2
// expect: [0, 2, 4]
