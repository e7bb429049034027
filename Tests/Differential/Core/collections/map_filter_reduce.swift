// map, filter and reduce, with closures and function references.
let xs = [1, 2, 3, 4, 5, 6]
print(xs.map { $0 * $0 })
print(xs.filter { $0 % 2 == 0 })
print(xs.reduce(0, +), xs.reduce(1) { $0 * $1 })
print(xs.map(String.init).joined())
print(xs.filter { $0 > 2 }.map { Double($0) / 2 }.reduce(0, +))

// expect: [1, 4, 9, 16, 25, 36]
// expect: [2, 4, 6]
// expect: 21 720
// expect: 123456
// expect: 9.0
