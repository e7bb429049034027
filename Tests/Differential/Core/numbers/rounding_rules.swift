// rounded() is schoolbook rounding; the other FloatingPointRoundingRules.
print(2.5.rounded(), (-2.5).rounded(), 2.4.rounded())
print(2.5.rounded(.toNearestOrEven), 3.5.rounded(.toNearestOrEven))
print(2.7.rounded(.down), (-2.7).rounded(.down))
print(2.2.rounded(.up), (-2.2).rounded(.towardZero), 2.2.rounded(.awayFromZero))
var x = 7.6
x.round()
print(x)

// expect: 3.0 -3.0 2.0
// expect: 2.0 4.0
// expect: 2.0 -3.0
// expect: 3.0 -2.0 3.0
// expect: 8.0
