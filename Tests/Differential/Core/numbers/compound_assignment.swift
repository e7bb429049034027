// Compound assignment on Int and Double.
var i = 10
i += 5
i -= 3
i *= 4
i /= 5
i %= 7
print(i)
var d = 1.5
d += 1
d *= 3
d /= 2
d -= 0.25
print(d)

// expect: 2
// expect: 3.5
