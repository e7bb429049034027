// Foundation's Calendar: the English names of the days and months, whole, short and as initials, as a chart labels its weekdays (`Calendar.current.shortWeekdaySymbols`).
import Foundation
let calendar = Calendar.current
print(calendar.shortWeekdaySymbols)
print(calendar.weekdaySymbols.first!, calendar.weekdaySymbols.last!, calendar.weekdaySymbols.count)
print(calendar.veryShortWeekdaySymbols.joined())
print(calendar.monthSymbols[8], calendar.shortMonthSymbols[8], calendar.veryShortMonthSymbols.joined())
let steps = [10531, 6019, 7200]
for index in steps.indices { print(calendar.shortWeekdaySymbols[index], steps[index]) }

// expect: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
// expect: Sunday Saturday 7
// expect: SMTWTFS
// expect: September Sep JFMAMJJASOND
// expect: Sun 10531
// expect: Mon 6019
// expect: Tue 7200
