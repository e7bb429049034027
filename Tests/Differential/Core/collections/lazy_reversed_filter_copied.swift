// `Array(_:)` and `Set(_:)` of a reversed lazy filter copy it as Swift copies a collection: its
// `count` first (the filter tests each base element once), then its iterator to the end (each
// step finds the filter's `startIndex` again); a `for`-`in` loop is the iteration alone.
let a = [1, 2, 3, 4, 5, 6]
let r = a.lazy.filter { x -> Bool in print("t\(x)", terminator: ","); return x % 2 == 0 }.reversed()
print("count")
print(r.count)
print("array")
print(Array(r))
print("set")
print(Set(r).count)
print("loop")
for x in r { print("[\(x)]", terminator: ",") }
print()
var calls = 0
let s = "ab1c2d"
let letters = s.lazy.filter { c -> Bool in calls += 1; return c.isLetter }
print(Array(letters.reversed()), calls)
calls = 0
print(String(letters.reversed()), calls)

// expect: count
// expect: t1,t2,t3,t4,t5,t6,3
// expect: array
// expect: t1,t2,t3,t4,t5,t6,t1,t2,t6,t1,t2,t5,t4,t1,t2,t3,t2,t1,t2,[6, 4, 2]
// expect: set
// expect: t1,t2,t3,t4,t5,t6,t1,t2,t6,t1,t2,t5,t4,t1,t2,t3,t2,t1,t2,3
// expect: loop
// expect: t1,t2,t6,[6],t1,t2,t5,t4,[4],t1,t2,t3,t2,[2],t1,t2,
// expect: ["d", "c", "b", "a"] 17
// expect: dcba 11
