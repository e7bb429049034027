// removeFirst, removeLast, popLast, removeAll(where:), removeSubrange.
var xs = Array(1...10)
print(xs.removeFirst(), xs.removeLast(), xs.popLast() ?? 0)
xs.removeAll { $0 % 3 == 0 }
print(xs)
xs.removeSubrange(1..<3)
print(xs)
xs.removeAll()
print(xs, xs.popLast() as Any)

// expect: 1 10 9
// expect: [2, 4, 5, 7, 8]
// expect: [2, 7, 8]
// expect: [] nil
