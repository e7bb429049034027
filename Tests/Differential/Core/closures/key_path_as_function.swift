// Key paths as functions in map and sorting.
struct P { var x: Int; var name: String }
let ps = [P(x: 3, name: "c"), P(x: 1, name: "a")]
print(ps.map(\.x), ps.map(\.name.count), ps.sorted { $0.x < $1.x }.map(\.name))
let kp = \P.x
print(ps[0][keyPath: kp])

// expect: [3, 1] [1, 1] ["a", "c"]
// expect: 3
