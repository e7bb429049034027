// A tuple's elements are reached by its own labels.
print("this program must not run")
let points = [(x: 0, y: 1), (x: 2, y: 3)]
print(points.map { $0.left })

// expect error: value of tuple type '(x: Int, y: Int)' has no member 'left'
