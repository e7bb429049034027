// Comparing sequences element by element, an array's distance between offsets, and removing
// several elements from either end.
let xs = [1, 2, 3, 4]
print(xs.starts(with: [1, 2]), xs.starts(with: [2]), xs.starts(with: []), [1].starts(with: [1, 2]))
print(xs.elementsEqual([1, 2, 3, 4]), xs.elementsEqual(1...4), xs.elementsEqual([1, 2]))
print("swift".starts(with: "sw"), "swift".elementsEqual("swift"))
print(xs.distance(from: 1, to: 3), xs.distance(from: 3, to: 0))
var ys = [1, 2, 3, 4, 5, 6]
ys.removeFirst(2)
print(ys)
ys.removeLast(3)
print(ys)
ys.removeFirst(0)
print(ys, ys.removeFirst())

// expect: true false true false
// expect: true true false
// expect: true true
// expect: 2 -3
// expect: [3, 4, 5, 6]
// expect: [3]
// expect: [3] 3
