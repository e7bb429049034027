// Double equality is exact; comparisons with a tolerance are written out.
let a = 0.1 + 0.2
print(a == 0.3, abs(a - 0.3) < 1e-12)
print(a.nextUp > a, (1.0).nextDown < 1.0)
print(0.1 + 0.2 - 0.3)

// expect: false true
// expect: true true
// expect: 5.551115123125783e-17
