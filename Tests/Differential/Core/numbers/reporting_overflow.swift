// addingReportingOverflow and friends report instead of trapping.
let r = Int.max.addingReportingOverflow(1)
print(r.partialValue == Int.min, r.overflow)
let m = 6.multipliedReportingOverflow(by: 7)
print(m.partialValue, m.overflow)
let zero = [0][0]
let q = 7.dividedReportingOverflow(by: zero)
print(q.partialValue, q.overflow)

// expect: true true
// expect: 42 false
// expect: 7 true
