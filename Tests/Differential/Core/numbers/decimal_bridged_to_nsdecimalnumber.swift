// A Decimal bridges to Foundation's NSDecimalNumber with `as`, as `NSDecimalNumber(decimal:)` makes it.
import Foundation
let price = Decimal(string: "12.75")!
let number = price as NSDecimalNumber
print(number)
print(number.doubleValue, number.intValue, number.stringValue)
print((Decimal(3) / Decimal(8) as NSDecimalNumber).doubleValue)
print(type(of: number))

// expect: 12.75
// expect: 12.75 12 12.75
// expect: 0.375
// expect: NSDecimalNumber
