// reduce(into:) with a tuple accumulator whose parts' types come from the closure.
let xs = [1.5, 2.5, 4.0]
let r = xs.reduce(into: (0, 0)) { $0.0 += $1; $0.1 += 1 }
print(r, type(of: r))
let words = ["a", "bb", "ccc"]
let q = words.reduce(into: ("", 0)) { $0.0 += $1; $0.1 += $1.count }
print(q)
let m = xs.reduce(into: ([], 0)) { $0.0.append($1 * 2); $0.1 += 1 }
print(m)
let z = [1, 2, 3].reduce(into: ([], [])) { $0.0.append($1); $0.1.append(String($1)) }
print(z)
let labelled = [3, 1, 2].reduce(into: (sum: 0, n: 0)) { acc, x in acc.sum += x; acc.n += 1 }
print(labelled.sum, labelled.n)
let mixed = [1, 2, 3].reduce(into: (0, 0.0, "")) { $0.0 += $1; $0.1 += 0.5; $0.2 += String($1) }
print(mixed)

// expect: (8.0, 3) (Double, Int)
// expect: ("abbccc", 6)
// expect: ([3.0, 5.0, 8.0], 3)
// expect: ([1, 2, 3], ["1", "2", "3"])
// expect: 6 3
// expect: (6, 1.5, "123")
