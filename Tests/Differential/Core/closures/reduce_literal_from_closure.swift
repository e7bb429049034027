// A literal initial result that neither Int nor the elements' type fits takes the type the
// closure needs: a Double for rows of Doubles summed by an inner reduce.
let rows = [[1.5], [2.5]]
print(rows.reduce(0) { $0 + $1.reduce(0, +) })
print([1, 2, 3].reduce(0) { $0 + Double($1) * 0.5 })
print(["ab", "c"].reduce(0) { $0 + $1.count })
let total = rows.reduce(into: 0) { $0 += $1.reduce(0, +) }
print(total, type(of: total))
struct Bar { var height: Double }
let bars = [Bar(height: 2), Bar(height: 3.25)]
print(bars.reduce(0) { $0 + $1.height })
print(bars.reduce(0) { max($0, $1.height) })

// expect: 4.0
// expect: 3.0
// expect: 3
// expect: 4.0 Double
// expect: 5.25
// expect: 3.25
