// Int raw values counting on from the last one, Double raw values, and init?(rawValue:).
import Foundation
enum Level: Int, CaseIterable { case low = 1, mid, high = 10, max }
enum Stroke: Double { case thin = 0.5, regular = 1, bold = 2.5 }
print(Level.mid.rawValue, Level.max.rawValue, Level(rawValue: 11) as Any, Level(rawValue: 5) as Any)
print(Stroke.bold.rawValue * 2, Stroke(rawValue: 1) as Any, Level.allCases)
let widths = Level.allCases.map { Double($0.rawValue) * Stroke.thin.rawValue }
print(widths)

// expect: 2 11 Optional(main.Level.max) nil
// expect: 5.0 Optional(main.Stroke.regular) [main.Level.low, main.Level.mid, main.Level.high, main.Level.max]
// expect: [0.5, 1.0, 5.0, 5.5]
