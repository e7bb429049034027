// String(format:) with positional conversions (`%2$d`), as a localised label reorders its values.
import Foundation
print(String(format: "%2$d-%1$d", 1, 2), String(format: "%1$@%1$@", "ab"))
print(String(format: "%3$@ %1$@ %2$@", "a", "b", "c"))
print(String(format: "%2$.1f%% of %1$@", "disk", 45.67))
let t = 3725
print(String(format: "%02d:%02d:%02d", t / 3600, (t % 3600) / 60, t % 60))
print(String(format: "%08.3f|%-8d|%x|%X|%o|%+d", 3.14159, 12, 3054, 255, 8, 5))
print(String(format: "%e %g %g %.2e %G", 1234.5, 0.0001, 1e20, 123456.0, 1e-10))

// expect: 2-1 abab
// expect: c a b
// expect: 45.7% of disk
// expect: 01:02:05
// expect: 0003.142|12      |bee|FF|10|+5
// expect: 1.234500e+03 0.0001 1e+20 1.23e+05 1E-10
