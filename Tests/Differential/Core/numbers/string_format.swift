// String(format:) with the printf conversions drawing code uses.
import Foundation
print(String(format: "%.2f", 3.14159))
print(String(format: "%5d|%-5d|%05d", 42, 42, 42))
print(String(format: "%x %X %o", 255, 255, 8))
print(String(format: "%.3e", 12345.678))
print(String(format: "%g %g", 0.0001, 1e20))
print(String(format: "%@ is %d", "answer", 42))
print(String(format: "%.0f%%", 99.5))

// expect: 3.14
// expect:    42|42   |00042
// expect: ff FF 10
// expect: 1.235e+04
// expect: 0.0001 1e+20
// expect: answer is 42
// expect: 100%
