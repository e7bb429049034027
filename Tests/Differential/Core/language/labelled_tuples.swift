// Labelled tuples: access by label or position, printing, destructuring, returning.
let point = (x: 3, y: 4)
print(point.x, point.1, point)
let (a, b) = point
print(a + b)
func minMax(_ xs: [Int]) -> (min: Int, max: Int) { (xs.min()!, xs.max()!) }
let r = minMax([5, 2, 9])
print(r.min, r.max, r)
var pair: (name: String, score: Double) = ("ann", 1.5)
pair.score += 1
print(pair)
let unlabelled = (1, "two", 3.0)
print(unlabelled, unlabelled.2)

// expect: 3 4 (x: 3, y: 4)
// expect: 7
// expect: 2 9 (min: 2, max: 9)
// expect: (name: "ann", score: 2.5)
// expect: (1, "two", 3.0) 3.0
