// Decimal is Comparable and Hashable by value: 1.0 equals 1 and hashes alike; NaN equals NaN
// and sorts below every number, as Foundation compares them.
import Foundation
print(Decimal(1) < Decimal(2), Decimal(10) > 2, Decimal(10) >= 10, Decimal(2) <= 1)
print(Decimal(string: "1.0")! == 1, Decimal(string: "-0")! == 0, Decimal(0.5) != Decimal(string: "0.5")!)
print(Decimal.nan == Decimal.nan, Decimal.nan < 1, Decimal(1) < Decimal.nan, Decimal.nan.isNaN)
var values: [Decimal] = [3, -1.5, 2, Decimal(string: "0.001")!, -7]
values.sort()
print(values, values.min()!, values.max()!, max(Decimal(3), 4.5), min(Decimal(3), 4.5))
let unique = Set([Decimal(1), Decimal(string: "1.0")!, Decimal(string: "1.00")!, 2])
print(unique.count, unique.contains(2))
var totals: [Decimal: String] = [:]
totals[Decimal(5)] = "five"
totals[Decimal(string: "5.0")!] = "five again"
print(totals.count, totals[5] ?? "none")
print(values.sorted(by: >), values.filter { $0 > 0 })

let mixed = [Decimal(string: "1.5")!, 2, 0.25]
print(mixed.reduce(0, +), mixed.sorted(), mixed.reduce(1) { $0 * $1 })

// expect: true true true false
// expect: true true false
// expect: true true false true
// expect: [-7, -1.5, 0.001, 2, 3] -7 3 4.5 3
// expect: 2 true
// expect: 1 five again
// expect: [3, 2, 0.001, -1.5, -7] [0.001, 2, 3]
// expect: 3.75 [0.25, 1.5, 2] 0.75
