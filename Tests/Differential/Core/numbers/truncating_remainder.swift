// truncatingRemainder and remainder on Double.
print(7.5.truncatingRemainder(dividingBy: 2))
print((-7.5).truncatingRemainder(dividingBy: 2))
print(7.5.remainder(dividingBy: 2))
print(10.0.truncatingRemainder(dividingBy: 3))
let angle = 370.0
print(angle.truncatingRemainder(dividingBy: 360))

// expect: 1.5
// expect: -1.5
// expect: -0.5
// expect: 1.0
// expect: 10.0
