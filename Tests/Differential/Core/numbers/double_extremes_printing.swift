// Printing very large and very small Doubles.
print(1e100, 1.7976931348623157e308)
print(5e-324, 2.2250738585072014e-308)
print(Double.greatestFiniteMagnitude)
print(Double.leastNonzeroMagnitude)

// expect: 1e+100 1.7976931348623157e+308
// expect: 5e-324 2.2250738585072014e-308
// expect: 1.7976931348623157e+308
// expect: 5e-324
