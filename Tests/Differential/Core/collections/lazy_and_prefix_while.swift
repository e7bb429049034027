// prefix(while:) and drop(while:).
let xs = [2, 4, 6, 7, 8, 10]
print(Array(xs.prefix { $0 % 2 == 0 }), Array(xs.drop { $0 % 2 == 0 }))
print(xs.split { $0 == 7 }.map(Array.init))

// expect: [2, 4, 6] [7, 8, 10]
// expect: [[2, 4, 6], [8, 10]]
