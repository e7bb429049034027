// sorted() of a reversed lazy filter copies it as Array(_:) does: counted first (a walk of its
// base), then read by its iterator, which asks the filter's startIndex before each step back.
let a = [5, 3, 8, 1, 9, 2]
let r = a.lazy.filter { x -> Bool in print("t", x); return x > 2 }.reversed()
print(r.sorted())
print(r.sorted(by: >))

// expect: t 5
// expect: t 3
// expect: t 8
// expect: t 1
// expect: t 9
// expect: t 2
// expect: t 5
// expect: t 2
// expect: t 9
// expect: t 5
// expect: t 1
// expect: t 8
// expect: t 5
// expect: t 3
// expect: t 5
// expect: t 5
// expect: t 5
// expect: [3, 5, 8, 9]
// expect: t 5
// expect: t 3
// expect: t 8
// expect: t 1
// expect: t 9
// expect: t 2
// expect: t 5
// expect: t 2
// expect: t 9
// expect: t 5
// expect: t 1
// expect: t 8
// expect: t 5
// expect: t 3
// expect: t 5
// expect: t 5
// expect: t 5
// expect: [9, 8, 5, 3]
