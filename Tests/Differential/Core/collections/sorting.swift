// sorted(), sorted(by:), sort() in place, and sorting by a key.
var xs = [5, 2, 8, 1]
print(xs.sorted(), xs.sorted(by: >), xs)
xs.sort()
print(xs)
let people = [("ann", 31), ("bob", 25), ("cy", 31)]
print(people.sorted { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 > $1.0) }.map(\.0))
xs.sort { $0 > $1 }
print(xs)

// expect: [1, 2, 5, 8] [8, 5, 2, 1] [5, 2, 8, 1]
// expect: [1, 2, 5, 8]
// expect: ["bob", "cy", "ann"]
// expect: [8, 5, 2, 1]
