// Foundation's `.dateTime` format style: each field method adds a field to the style, written
// as English writes that field (the ones whose order and wording no English locale changes).
import Foundation

let noon = Date(timeIntervalSince1970: 1_709_294_400)  // 1 March 2024, 12:00 UTC
print(noon.formatted(.dateTime.month()))
print(noon.formatted(.dateTime.month(.wide)))
print(noon.formatted(.dateTime.month(.narrow)))
print(noon.formatted(.dateTime.year()))
print(noon.formatted(.dateTime.year(.twoDigits)))
print(noon.formatted(.dateTime.month().year()))
print(noon.formatted(.dateTime.year().month(.wide)))
print(noon.formatted(.dateTime.weekday()))
print(noon.formatted(.dateTime.weekday(.wide)))
let styles: [Date.FormatStyle] = [.dateTime.month(), .dateTime.year()]
for style in styles { print(noon.formatted(style)) }
print(Date.FormatStyle.dateTime.month(.wide).format(noon))

// expect: Mar
// expect: March
// expect: M
// expect: 2024
// expect: 24
// expect: Mar 2024
// expect: March 2024
// expect: Fri
// expect: Friday
// expect: Mar
// expect: 2024
// expect: March
