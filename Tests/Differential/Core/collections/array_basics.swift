// Array construction, append, insert, remove and the common properties.
var xs = [3, 1, 4]
xs.append(1)
xs.insert(9, at: 0)
let removed = xs.remove(at: 2)
print(xs, removed, xs.count, xs.isEmpty)
print(xs.first!, xs.last!, xs.contains(4), xs.contains(7))
xs.append(contentsOf: [5, 9])
print(xs, xs.indices)
print([Int]().isEmpty, [String]().first as Any)

// expect: [9, 3, 4, 1] 1 4 false
// expect: 9 1 true false
// expect: [9, 3, 4, 1, 5, 9] 0..<6
// expect: true nil
