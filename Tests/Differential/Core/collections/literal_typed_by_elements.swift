// Literals and generic constructors typed from what they are combined with.
import Foundation
let widths = [0.5, 1.5, 2.0]
print(widths.reduce(0, +), widths.reduce(1, *), widths.reduce(0) { $0 + $1 * 2 })
print([[1, 2], [], [3]].joined().map { $0 * 10 })
print(Set([3, 1]) == Set([1, 3]), Set("abca").count)
print(String(255, radix: 16), String(-5, radix: 2), String(48879, radix: 16, uppercase: true))
let q = 7.dividedReportingOverflow(by: 2)
let minusOne = [-1][0]
print(q.partialValue, q.overflow, Int.min.dividedReportingOverflow(by: minusOne).overflow)
print(String(format: "%@ has %d sides, %.1f%%", "hexagon", 6, 12.5))

// expect: 4.0 1.5 8.0
// expect: [10, 20, 30]
// expect: true 3
// expect: ff -101 BEEF
// expect: 3 false true
// expect: hexagon has 6 sides, 12.5%
