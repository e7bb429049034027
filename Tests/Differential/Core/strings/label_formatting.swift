// String(format:) for labels, and the String API titles use.
import Foundation
let v = 3.14159
print(String(format: "%.2f", v), String(format: "%5.1f|", v), String(format: "%03d", 7), String(format: "%x %X", 255, 255))
print(String(format: "%d%%", 42), String(format: "%.0f", 2.5), String(format: "%.0f", 3.5), String(format: "%e", 12345.678))
print(String(format: "%@ is %d", "width", 10), String(format: "%+.1f", 2.0))
let title = "ring chart"
print(title.count, title.uppercased(), title.capitalized, title.split(separator: " "), title.hasPrefix("ring"))
print(title.replacingOccurrences(of: "chart", with: "gauge"), title.contains("chart"), String(title.reversed()))
print(String(repeating: "-", count: 5), "a,b,,c".split(separator: ","), "a,b,,c".components(separatedBy: ","))
print("  pad  ".trimmingCharacters(in: .whitespaces) + "|", title.first!, title.last!, title.isEmpty)

// expect: 3.14   3.1| 007 ff FF
// expect: 42% 2 4 1.234568e+04
// expect: width is 10 +2.0
// expect: 10 RING CHART Ring Chart ["ring", "chart"] true
// expect: ring gauge true trahc gnir
// expect: ----- ["a", "b", "c"] ["a", "b", "", "c"]
// expect: pad| r t false
