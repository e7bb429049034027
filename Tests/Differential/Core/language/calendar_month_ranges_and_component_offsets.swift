// Foundation's Calendar: the days of a month with range(of:in:for:) (a leap February, a December) and the fixed ranges; a date moved by DateComponents (a month on, a second back: the month's last second).
import Foundation
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
var c = DateComponents(); c.year = 2024; c.month = 2; c.day = 10
let d = calendar.date(from: c)!
print(calendar.range(of: .day, in: .month, for: d)!)
c.year = 2023; c.month = 12
print(calendar.range(of: .day, in: .month, for: calendar.date(from: c)!)!)
print(calendar.range(of: .month, in: .year, for: d)!, calendar.range(of: .hour, in: .day, for: d)!)
var add = DateComponents(); add.month = 1; add.second = -1
let end = calendar.date(byAdding: add, to: d)!
print(calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: end).day!)
print(calendar.component(.hour, from: end), calendar.component(.second, from: end))

// expect: 1..<30
// expect: 1..<32
// expect: 1..<13 0..<24
// expect: 9
// expect: 23 59
